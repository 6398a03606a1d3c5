import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The stub's port as playwright.config.ts starts it (8788, moved by E2E_PORT_OFFSET). */
const STUB_PORT = String(8788 + Number(process.env.E2E_PORT_OFFSET ?? 0));

/** The calls the browser sends to the stub backend, as `METHOD /path?query`. */
function backendCallsOf(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === STUB_PORT) calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return calls;
}

/**
 * The production server in http mode, against the stub backend over real sockets
 * (docs/architecture.md#run-modes, docs/architecture.md#server-rendering): the server renders the
 * first page through the HTTP adapters, and the browser's adapters take over from there.
 */
test('runs the shop through the HTTP adapters against the stub backend', async ({ page }) => {
  const backendCalls = backendCallsOf(page);
  await page.goto('/se');
  await expect(page.getByRole('heading', { name: 'Tallrikar' })).toBeVisible();
  // The server asked for the markets and the Swedish texts; the page carried the answers.
  expect(backendCalls.filter((call) => /\/api\/markets|datasource_entries/.test(call))).toEqual([]);

  await page.getByRole('button', { name: 'Marknad' }).click();
  await page.getByRole('button', { name: 'Norge (NOK)' }).click();
  await expect(page.getByRole('heading', { name: 'Plates' })).toBeVisible();
  // Norway reads English: the browser's HTTP adapters fetch those texts themselves.
  expect(backendCalls.some((call) => call.includes('datasource_entries'))).toBe(true);
});

/** A category whose path is not ASCII, reached as a menu link writes it. */
test('opens a category whose path is not ASCII through the HTTP route lookup', async ({ page }) => {
  const backendCalls = backendCallsOf(page);
  const response = await page.goto('/se/servering/sk%C3%A5lar');
  expect(response?.status()).toBe(200);
  // The server's route lookup found it: the heading is in the HTML it sent.
  expect(await response?.text()).toMatch(/<h1[^>]*>Skålar<\/h1>/);
  await expect(page.getByRole('heading', { level: 1, name: 'Skålar' })).toBeVisible();
  expect(backendCalls.filter((call) => call.includes('/api/mateus/route/'))).toEqual([]);
});

/**
 * A server-rendered page carries the answers it was rendered from: the browser asks the
 * backend for none of the start-up's calls again (markets, pricelists, route, texts, the list).
 */
test('makes none of the server-rendered page’s calls again', async ({ page }) => {
  const backendCalls = backendCallsOf(page);
  await page.goto('/se/servering/tallrikar');
  await expect(page.getByRole('heading', { level: 1, name: 'Tallrikar' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('article').first(),
    'the category’s products',
  ).toBeVisible();
  const again = backendCalls.filter((call) =>
    /\/api\/(markets|pricelists|mateus\/route)|datasource_entries|\/search\b/.test(call),
  );
  expect(again).toEqual([]);
});

/**
 * docs/product.md#login-and-registration over the HTTP adapter: the address is checked with the
 * account service's `check-account-exist` before the form is sent, and one in use holds it back.
 */
test('checks a registration’s address with the account service first', async ({ page }) => {
  const backendCalls = backendCallsOf(page);
  await page.goto('/se-en/account/register');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'First name' }).fill('Astrid');
  await main.getByRole('textbox', { name: 'Last name' }).fill('Lind');
  await main.getByRole('textbox', { name: 'Email' }).fill('Demo@Lera.shop');
  await main.getByLabel('Password').fill('a-long-secret-1');
  await main.getByRole('button', { name: 'Create account' }).click();
  await expect(main.getByRole('alert')).toHaveText(/^An account with this e-mail already exists/);
  expect(backendCalls.filter((call) => call.includes('/account/'))).toEqual([
    'GET /api/account/check-account-exist/Demo%40Lera.shop',
  ]);
});

/**
 * The settings per market and the notices' places, as the stub's content service gives them
 * (docs/product.md#settings-per-market): a notice under the header, a static page's header in
 * the market's colours, a sold-out mug's restock date — in the server's page already.
 */
test('shows what the market’s settings and the notices say through the HTTP adapters', async ({
  page,
}) => {
  await page.goto('/se/om-oss');
  const title = page.getByRole('main').getByRole('heading', { level: 1, name: 'Om oss' });
  await expect(title.locator('xpath=..')).toHaveCSS('background-color', 'rgb(232, 218, 196)');
  await expect(page.getByRole('list', { name: 'Aktuellt' }).last()).toContainText(
    'möt keramikerna',
  );
  await page.goto('/se/mugg-ocean');
  await expect(page.getByText(/^Åter i lager omkring \d{1,2} [a-zåäö]+/)).toBeVisible();
});
