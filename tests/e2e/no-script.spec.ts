import { expect, test } from './fixtures';

/**
 * A shopper whose browser runs no script (or whose scripts have not arrived): the server's
 * HTML alone is readable, its links lead on (docs/architecture.md#server-rendering). Home, a
 * category with prices, a product with its price, stock and buy button, a content page.
 */
// axe runs as a script in the page, so these journeys go without its scan; every page they read
// is scanned with scripts on by the other journeys.
test.use({ javaScriptEnabled: false, accessibilityScan: false });

test('reads home, a category, a product and a content page without scripts @desktop', async ({
  page,
}) => {
  await page.goto('/se-en');
  await expect(page).toHaveTitle('Lera – handmade ceramics from Höganäs');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Set the table for autumn' })).toBeVisible();
  // The notices, sanitized on the server — above the header and under it — and the header's
  // links are there.
  await expect(page.getByRole('list', { name: 'News' }).first()).toContainText('800 SEK');
  await expect(page.getByRole('list', { name: 'News' }).last()).toContainText('meet the potters');
  await expect(page.getByRole('link', { name: 'Wishlist' })).toBeVisible();

  // A category from the start page's picture links.
  await main.locator('a[href="/se-en/servering/tallrikar"]').first().click();
  await expect(page).toHaveURL(/\/se-en\/servering\/tallrikar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Plates' })).toBeVisible();
  const plate = page.getByRole('article').filter({ hasText: 'Dinner plate 27 cm, Sand' });
  await expect(plate).toContainText('244 kr');
  await expect(plate).toContainText('Low stock');

  // The product, with its price, stock and the button to buy it.
  await plate
    .getByRole('link', { name: /Dinner plate 27 cm/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/se-en\/middagstallrik-sand$/);
  await expect(page).toHaveTitle('Dinner plate 27 cm | Lera');
  await expect(page.getByRole('heading', { level: 1, name: 'Dinner plate 27 cm' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('244 kr');
  await expect(page.getByRole('main').getByText('Low stock')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add to cart/ }).first()).toBeVisible();

  // A content page, from the link in a notice.
  await page.getByRole('link', { name: 'meet the potters' }).click();
  await expect(page).toHaveURL(/\/se-en\/about-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).not.toBeEmpty();
});

test('gets the not-found page with its status without scripts @desktop', async ({ page }) => {
  const answer = await page.goto('/se-en/no-such-page');
  expect(answer?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This page could not be found' }),
  ).toBeVisible();
  // The editors' 404 story, as the server renders it: the hero whole, then popular products.
  const hero = page.getByRole('region', { name: 'Nothing on this shelf' });
  await expect(hero.getByRole('img', { name: 'A stack of plates' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Perhaps one of these?' }).getByRole('article'),
  ).toHaveCount(4);
  await hero.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/se-en$/);
});

test('searches again from the search page’s own field without scripts @desktop', async ({
  page,
}) => {
  await page.goto('/se-en/search?q=plate');
  const field = page.getByRole('main').getByRole('searchbox', { name: 'Search the shop' });
  await expect(field).toHaveValue('plate');
  await field.fill('bowl');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/se-en\/search\?q=bowl$/);
  await expect(page.getByRole('heading', { level: 1, name: '“bowl”' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(/bowl/i);
  await expect(field).toHaveValue('bowl');
});
