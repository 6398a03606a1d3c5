import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The controls a shopper reaches for first work as plain HTML (docs/product.md#before-scripts):
 * add to cart is a form the server answers, the cart, search and menu go somewhere without
 * scripts. Once the scripts arrive, the same controls stay in the page.
 */

/** The checkout's order, where the cart's lines are listed. */
const order = (page: Page) => page.getByRole('region', { name: 'Din beställning' });

/** The quantity of the order's line for `product`. */
const quantityOf = (page: Page, product: string) =>
  order(page).getByRole('listitem').filter({ hasText: product }).getByRole('combobox');

test.describe('without scripts', () => {
  // axe runs as a script in the page: these journeys go without its scan; the pages they read
  // are scanned with scripts on by the other journeys.
  test.use({ javaScriptEnabled: false, accessibilityScan: false });

  test('adds from a category and a product page and reaches the checkout with the lines @phone', async ({
    page,
  }) => {
    await page.goto('/se');
    // The menu opens as a disclosure and leads to a category.
    await page.getByRole('button', { name: 'Meny' }).click();
    await page
      .getByRole('navigation', { name: 'Meny' })
      .getByRole('link', { name: 'Tallrikar' })
      .click();
    await expect(page).toHaveURL(/\/se\/servering\/tallrikar$/);

    // The card's quick add posts the add; the checkout lists the line.
    await page
      .getByRole('button', { name: 'Lägg Middagstallrik 27 cm, Sand i varukorgen' })
      .click();
    await expect(page).toHaveURL(/\/se\/checkout$/);
    await expect(order(page)).toContainText('Middagstallrik 27 cm');
    await expect(quantityOf(page, 'Middagstallrik 27 cm')).toHaveValue('1');

    // The product page's buy button adds one more of the same item.
    await page.goto('/se/middagstallrik-sand');
    await page
      .getByRole('button', { name: /^Köp – / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/se\/checkout$/);
    await expect(quantityOf(page, 'Middagstallrik 27 cm')).toHaveValue('2');

    // Search and the cart icon lead to their pages.
    await page.goto('/se/servering/tallrikar');
    await page.getByRole('button', { name: 'Sök', exact: true }).click();
    await expect(page).toHaveURL(/\/se\/search\??$/);
    const field = page.getByRole('search').getByRole('searchbox');
    await field.fill('tallrik');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/se\/search\?q=tallrik$/);
    await expect(page.getByRole('article').first()).toContainText(/tallrik/i);
    await page.getByRole('button', { name: /^Öppna varukorgen/ }).click();
    await expect(page).toHaveURL(/\/se\/checkout\??$/);
    await expect(order(page)).toContainText('Middagstallrik 27 cm');
  });

  test('adds from a product page on a desktop @desktop', async ({ page }) => {
    await page.goto('/se-en/middagstallrik-sand');
    await page
      .getByRole('button', { name: /^Add to cart – / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/se-en\/checkout$/);
    await expect(page.getByRole('region', { name: 'Your order' })).toContainText(
      'Dinner plate 27 cm',
    );
  });
});

test('a tap on "Köp" before the scripts have arrived adds exactly one line @phone', async ({
  context,
}) => {
  // The shop's scripts arrive 4 s late, as on a slow phone network.
  await context.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue();
  });
  const page = await context.newPage();
  const started = Date.now();
  await page.goto('/se/middagstallrik-sand', { waitUntil: 'commit' });
  const buy = page.getByRole('button', { name: /^Köp – / }).first();
  await expect(buy).toBeVisible();
  await page.waitForTimeout(Math.max(0, 1500 - (Date.now() - started)));
  expect(await page.locator('html[data-interactive]').count()).toBe(0);
  await buy.click();

  await expect(page).toHaveURL(/\/se\/checkout$/);
  await expect(quantityOf(page, 'Middagstallrik 27 cm')).toHaveValue('1');
  // Once the scripts have taken the page over, the cart is the same: one line, one piece.
  await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 20_000 });
  await expect(order(page).getByRole('listitem')).toHaveCount(1);
  await expect(quantityOf(page, 'Middagstallrik 27 cm')).toHaveValue('1');
  await page.reload();
  await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 20_000 });
  await expect(order(page).getByRole('listitem')).toHaveCount(1);
  await expect(quantityOf(page, 'Middagstallrik 27 cm')).toHaveValue('1');
});
