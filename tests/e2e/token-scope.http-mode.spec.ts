import { expect, test } from './fixtures';

/**
 * Account-service paths (docs/product.md#account-service): the only place the `token` header may
 * go.
 */
const ACCOUNT_PATH = /^\/api\/account(\/|$)/;

/**
 * Token scope, in http mode against the stub backend: a signed-in shopper browses home,
 * a category, search and adds to cart, and the account token (docs/product.md#roles-and-permissions
 * `token` header) shows up on account-service requests only — never on commerce, content, search or
 * any other host.
 */
test('the account token goes to the account service and nowhere else', async ({ page }) => {
  const requests: { readonly url: URL; readonly token: string | undefined }[] = [];
  page.on('request', (request) => {
    requests.push({ url: new URL(request.url()), token: request.headers()['token'] });
  });

  await page.goto('/se-en/account/login');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Email' }).fill('demo@lera.shop');
  await main.getByLabel('Password').fill('lera-demo-2026');
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(
    main.getByRole('heading', { level: 1, name: 'Welcome back, Astrid!' }),
  ).toBeVisible();
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token).toBeTruthy();

  await page.goto('/se-en');
  await expect(page.getByRole('main')).toBeVisible();
  await page.goto('/se-en/servering/tallrikar');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await page.goto('/se-en/search?q=plate');
  await expect(page.getByRole('heading', { level: 1, name: '“plate”' })).toBeVisible();
  await page.goto('/se-en/middagstallrik-forest-green');
  await page
    .getByRole('button', { name: /^Add to cart/ })
    .first()
    .click();
  await expect(page.getByRole('complementary', { name: 'Added to your cart' })).toBeVisible();

  const sent = requests.filter((request) => request.token !== undefined);
  expect(sent.length, 'account calls carry the token').toBeGreaterThan(0);
  expect(sent.every((request) => request.token === token)).toBe(true);
  const leaks = sent
    .filter((request) => !ACCOUNT_PATH.test(request.url.pathname))
    .map((request) => request.url.href);
  expect(leaks, 'requests outside the account service that carried the token').toEqual([]);

  // Every kind of backend was called while signed in, so the check above covered them all.
  const paths = requests.map((request) => request.url.pathname);
  for (const prefix of ['/api/storyblok-proxy/', '/findify/', '/api/cart', '/api/products']) {
    expect(
      paths.some((path) => path.startsWith(prefix)),
      `a request under ${prefix}`,
    ).toBe(true);
  }
});
