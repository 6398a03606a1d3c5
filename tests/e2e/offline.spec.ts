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
