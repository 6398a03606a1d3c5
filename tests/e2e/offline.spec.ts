import { expect, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });

/**
 * The service worker (docs/product.md#other-calls `/sw.js`, scope `/`) lets a repeat visit paint
 * offline.
 */
test('a second visit of the home page paints with the network switched off', async ({
  page,
  context,
}) => {
  await page.goto('/se');
  await expect(page.getByRole('heading', { name: 'Tallrikar' })).toBeVisible();
  const scope = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.scope;
  });
  expect(new URL(scope).pathname).toBe('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tallrikar' })).toBeVisible();
  // The first product picture (decorative: its card names the product) comes from the cache.
  const picture = page.getByRole('article').first().locator('img').first();
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('offline, a page seen before comes back as the server rendered it, any other as the app shell', async ({
  page,
  context,
}) => {
  await page.goto('/se');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Seen under the worker: the server's page, network first, a copy kept.
  await page.goto('/se/servering/tallrikar');
  await expect(page.getByRole('heading', { level: 1, name: 'Tallrikar' })).toBeVisible();

  await context.setOffline(true);
  const seen = await page.goto('/se/servering/tallrikar');
  expect(await seen?.text()).toContain('<h1');
  await expect(page.getByRole('heading', { level: 1, name: 'Tallrikar' })).toBeVisible();

  // Never seen (the same plates, in English): the precached app shell, which renders the page
  // in the browser from the in-memory shop.
  const unseen = await page.goto('/se-en/servering/tallrikar');
  expect(await unseen?.text()).not.toContain('<h1');
  await expect(page.getByRole('heading', { level: 1, name: 'Plates' })).toBeVisible();
});
