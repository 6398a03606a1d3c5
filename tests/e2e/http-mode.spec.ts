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
 * docs/product.md#error-page over HTTP: the server reads the 404 story from the content service
 * and renders it whole — hero, popular products — and the browser takes it over without asking
 * for the story again.
 */
test('renders an unknown page as the 404 story through the content service', async ({ page }) => {
  const backendCalls = backendCallsOf(page);
  const answer = await page.goto('/se-en/no-such-page');
  expect(answer?.status()).toBe(404);
  expect(await answer?.text()).toContain('Nothing on this shelf');
  const hero = page.getByRole('alert').getByRole('region', { name: 'Nothing on this shelf' });
  await expect(hero.getByRole('img', { name: 'A stack of plates' })).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
    'href',
    '/se-en',
  );
  await expect(
    page.getByRole('region', { name: 'Perhaps one of these?' }).getByRole('article'),
  ).toHaveCount(4);
  await expect(page).toHaveTitle('Page not found | Lera');
  expect(backendCalls.filter((call) => /\/cdn\/stories\/410002|\/search\b/.test(call))).toEqual([]);
});

/** docs/decisions/0107 over HTTP: the content service's poster comes through the image service. */
test('shows a video’s poster through the image service', async ({ page }) => {
  const poster = '/media/content/wheel.jpg/m/1920x0/filters:quality(75):format(webp)';
  const answer = await page.goto('/se-en/showcase-editorial');
  expect(await answer?.text()).toContain(`poster="${poster}"`);
  const video = page.getByLabel('A bowl takes shape on the wheel');
  await video.scrollIntoViewIfNeeded();
  await expect(video).toHaveAttribute('poster', poster);
});

/**
 * The facets read in the page's language from the filter metadata (docs/product.md#filters-and-sort),
 * which the server asked for and the page carried: the browser does not ask again.
 */
test('reads the search filters in English from the filter metadata the page carried', async ({
  page,
}) => {
  const backendCalls = backendCallsOf(page);
  await page.goto('/se-en/search?q=sand');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await filters.getByRole('button', { name: 'Subcategory', exact: true }).click();
  await expect(filters.getByRole('checkbox', { name: 'Plates', exact: true })).toBeVisible();
  await expect(filters.getByRole('checkbox', { name: 'Tallrikar' })).toHaveCount(0);
  await filters.getByRole('button', { name: 'Size', exact: true }).click();
  await expect(filters.getByRole('checkbox', { name: 'M', exact: true })).toBeVisible();
  await expect(filters.getByRole('checkbox', { name: '500', exact: true })).toHaveCount(0);
  expect(backendCalls.filter((call) => call.includes('storyblok-plugin-data'))).toEqual([]);
});

/**
 * The search page's own field and its empty state (docs/product.md#search-results) read the
 * same over the HTTP adapters: the texts come from the content service's translations.
 */
test('asks what to look for without a query, and searches from the page’s own field', async ({
  page,
}) => {
  const backendCalls = backendCallsOf(page);
  await page.goto('/se/search');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Vad letar du efter?' })).toBeVisible();
  await expect(main.getByRole('heading', { name: '””' })).toHaveCount(0);
  await expect(main.getByRole('article')).toHaveCount(0);
  const field = main
    .getByRole('search', { name: 'Sök i butiken' })
    .getByRole('searchbox', { name: 'Sök i butiken' });
  await field.fill('tallrik');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/se\/search\?q=tallrik$/);
  await expect(main.getByRole('heading', { level: 1, name: '”tallrik”' })).toBeVisible();
  await expect(main.getByRole('article').first()).toContainText(/tallrik/i);
  await expect(field).toHaveValue('tallrik');
  // The page without a query searched nothing; the field's search ran in the browser.
  expect(backendCalls.filter((call) => /\/search\b/.test(call))).toHaveLength(1);
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
