import { expect, test } from '@playwright/test';

/** The stub's port as playwright.config.ts starts it (8788, moved by E2E_PORT_OFFSET). */
const STUB_PORT = String(8788 + Number(process.env.E2E_PORT_OFFSET ?? 0));

/**
 * `npm run dev:http` in a browser: the same shop, every call through the HTTP adapters to the
 * stub backend over real sockets (docs/architecture.md#run-modes).
 */
test('runs the shop through the HTTP adapters against the stub backend', async ({ page }) => {
  const backendCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === STUB_PORT) backendCalls.push(`${request.method()} ${url.pathname}`);
  });

  await page.goto('/se');
  await expect(page.getByRole('heading', { name: 'Tallrikar' })).toBeVisible();
  await page.getByRole('button', { name: 'Marknad' }).click();
  await page.getByRole('button', { name: 'Norge (NOK)' }).click();
  await expect(page.getByRole('heading', { name: 'Plates' })).toBeVisible();

  expect(backendCalls).toContain('GET /api/markets');
  expect(backendCalls).toContain('GET /api/pricelists');
  expect(backendCalls).toContain('GET /api/storyblok-proxy/cdn/datasource_entries');
});

/** A category whose path is not ASCII, reached as a menu link writes it. */
test('opens a category whose path is not ASCII through the HTTP route lookup', async ({ page }) => {
  const lookups: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/mateus/route/')) lookups.push(url.pathname);
  });
  await page.goto('/se/servering/sk%C3%A5lar');
  await expect(page.getByRole('heading', { level: 1, name: 'Skålar' })).toBeVisible();
  expect(lookups).toEqual(['/api/mateus/route/servering/sk%C3%A5lar']);
});

/**
 * `index.html` asks for the start-up's calls while the code loads (link preload). The
 * shop's own calls must take those answers rather than ask again: each start-up URL goes out
 * once, and first as a preload.
 */
test('asks for the start-up calls from index.html, and the shop takes their answers', async ({
  page,
}) => {
  const sent: { url: string; type: string }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === STUB_PORT && request.method() === 'GET') {
      sent.push({ url: request.url(), type: request.resourceType() });
    }
  });
  await page.goto('/se/servering/tallrikar');
  await expect(page.getByRole('heading', { level: 1, name: 'Tallrikar' })).toBeVisible();

  const preloads = await page
    .locator('link[rel="preload"][as="fetch"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(preloads.some((url) => url.includes('/api/mateus/route/servering/tallrikar'))).toBe(true);
  expect(preloads.some((url) => url.includes('datasource=ui-element-translations'))).toBe(true);
  for (const url of preloads) {
    expect(
      sent.filter((request) => request.url === url),
      url,
    ).toHaveLength(1);
  }
});
