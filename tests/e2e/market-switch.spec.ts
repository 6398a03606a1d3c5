import { seedCatalogue } from '@/adapters/memory/seed/catalogue/catalogue.seed';
import { itemStock } from '@/domain/stock/item-stock';
import { expect, test } from './fixtures';

/** A one-size product the seeded Sweden (market 1) sells and Norway (market 2) has none of. */
const NOT_IN_NORWAY = seedCatalogue().products.find(
  ({ items: [item, ...others] }) =>
    item !== undefined &&
    others.length === 0 &&
    item.size === '' &&
    itemStock(item, '1') > 0 &&
    itemStock(item, '2') === 0,
);

test.describe('a shopper choosing their market', () => {
  test('lands in the default market and moves to Norway', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/se$/);
    await expect(page.getByRole('heading', { name: 'Tallrikar' })).toBeVisible();

    await page.getByRole('button', { name: 'Marknad' }).click();
    await page.getByRole('button', { name: 'Norge (NOK)' }).click();
    await expect(page).toHaveURL(/\/no$/);
    await expect(page.getByRole('heading', { name: 'Plates' })).toBeVisible();
    await page.getByRole('button', { name: 'Market' }).click();
    await expect(page.getByRole('button', { name: 'Norway (NOK)' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('is told which lines left the cart when the new market does not sell them', async ({
    page,
  }) => {
    expect(NOT_IN_NORWAY, 'the seed has a product Norway lacks').toBeDefined();
    await page.goto(`/se-en/${NOT_IN_NORWAY?.uri}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Add to cart/ })
      .first()
      .click();
    await expect(page.getByRole('complementary', { name: 'Added to your cart' })).toBeVisible();
    await page.getByRole('button', { name: 'Market' }).click();
    await page.getByRole('button', { name: 'Norway (NOK)' }).click();
    await expect(page).toHaveURL(/\/no\//);
    const told = page.getByRole('alert').filter({ hasText: 'Your cart has changed' });
    await expect(told).toContainText(
      `Not sold here, so taken out of your cart: ${NOT_IN_NORWAY?.name.en}`,
    );
    await expect(page.getByRole('button', { name: 'Open cart (0)' })).toBeVisible();
  });

  test('reads Sweden in English under se-en, and back in Swedish', async ({ page }) => {
    await page.goto('/se-en');
    await expect(page.getByRole('heading', { name: 'Plates' })).toBeVisible();
    await page.getByRole('button', { name: 'Market' }).click();
    await page.getByRole('button', { name: 'Svenska' }).click();
    await expect(page).toHaveURL(/\/se$/);
    await expect(page.getByRole('heading', { name: 'Tallrikar' })).toBeVisible();
  });

  test('is told when a page does not exist', async ({ page }) => {
    await page.goto('/no-en/no-such-page');
    await expect(page).toHaveURL(/\/no\/no-such-page$/);
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await expect(page).toHaveURL(/\/no$/);
  });

  test('gets the page styled from the extracted stylesheet', async ({ page }) => {
    await page.goto('/se');
    // One extracted stylesheet per chunk the page needs (shared components get their own).
    expect(await page.locator('link[rel="stylesheet"]').count()).toBeGreaterThanOrEqual(1);
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('display', 'grid');
    await expect(page.locator('body')).toHaveCSS('margin', '0px');
  });

  test('fits the screen without sideways scrolling', async ({ page }) => {
    await page.goto('/no');
    await page.getByRole('button', { name: 'Market' }).click();
    await expect(page.getByRole('button', { name: 'Svenska' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
