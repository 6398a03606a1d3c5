import { seedCatalogue } from '@/adapters/memory/seed/catalogue/catalogue.seed';
import { itemStock } from '@/domain/stock/item-stock';
import { expect, test } from './fixtures';

const SWEDEN = '1';
const NORWAY = '2';

/** A one-size seeded product the market `sells` has in stock and the market `lacks` has none of. */
function oneSizeProductOnlyIn(sells: string, lacks: string) {
  return seedCatalogue().products.find(
    ({ items: [item, ...others] }) =>
      item !== undefined &&
      others.length === 0 &&
      item.size === '' &&
      itemStock(item, sells) > 0 &&
      itemStock(item, lacks) === 0,
  );
}

const NOT_IN_NORWAY = oneSizeProductOnlyIn(SWEDEN, NORWAY);
const NOT_IN_SWEDEN = oneSizeProductOnlyIn(NORWAY, SWEDEN);

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

  const MOVES = [
    {
      name: 'is told which lines left the cart when the new market does not sell them',
      product: NOT_IN_NORWAY,
      from: '/se-en',
      to: ['Norway (NOK)', /\/no\//],
      told: ['Your cart has changed', 'Not sold here, so taken out of your cart:'],
      language: 'en',
      emptyCart: 'Open cart (0)',
    },
    {
      name: 'is told in Swedish when moving to Sweden takes a line out',
      product: NOT_IN_SWEDEN,
      from: '/no',
      to: ['Sweden (SEK)', /\/se\//],
      told: ['Varukorgen har ändrats', 'Säljs inte här och togs bort ur varukorgen:'],
      language: 'sv',
      emptyCart: 'Öppna varukorgen (0)',
    },
  ] as const;

  for (const move of MOVES) {
    test(move.name, async ({ page }) => {
      expect(move.product, `the seed has a product ${move.to[0]} lacks`).toBeDefined();
      await page.goto(`${move.from}/${move.product?.uri}`);
      await page
        .getByRole('main')
        .getByRole('button', { name: /^Add to cart/ })
        .first()
        .click();
      await expect(page.getByRole('complementary', { name: 'Added to your cart' })).toBeVisible();
      await page.getByRole('button', { name: 'Market' }).click();
      await page.getByRole('button', { name: move.to[0] }).click();
      await expect(page).toHaveURL(move.to[1]);
      const [title, text] = move.told;
      const told = page.getByRole('alert').filter({ hasText: title });
      await expect(told).toContainText(`${text} ${move.product?.name[move.language]}`);
      await expect(page.getByRole('button', { name: move.emptyCart })).toBeVisible();
    });
  }

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
    await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
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
