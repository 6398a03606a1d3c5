import { expect, expectAccessible, test } from './fixtures';

/**
 * The live show in http mode (docs/product.md#live-shopping, docs/product.md#errors `out-of-stock`,
 * docs/decisions/0090-live-shopping-embed-over-http.md): the production server's page loads the
 * provider's embed — here the stub backend's — only when the shopper opens the show, and answers
 * its events through the HTTP adapters.
 */
test('the header opens the embed’s show, whose adds, sync and checkout the shop answers', async ({
  page,
}) => {
  const embedRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/live-shopping/')) embedRequests.push(pathname);
  });

  await page.goto('/se-en');
  const openShow = page.getByRole('button', { name: /– Open the live show$/ });
  await expect(openShow).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(embedRequests, 'nothing of the embed before the show is opened').toEqual([]);

  await openShow.click();
  const show = page.getByRole('dialog', { name: 'The autumn table – live from the workshop' });
  await expect(show).toBeVisible();
  expect(embedRequests).toEqual([
    '/live-shopping/embed.js',
    '/live-shopping/shows/lera-autumn-table',
  ]);

  const plate = show.getByRole('listitem').filter({ hasText: /^Dinner plate 27 cm/ });
  await plate.getByRole('button', { name: /^Add Dinner plate 27 cm.* to cart$/ }).click();
  await expect(plate.getByRole('status')).toHaveText('In your cart: 1');
  await expect(page.getByRole('button', { name: 'Open cart (1)' })).toBeAttached();

  const mug = show.getByRole('listitem').filter({ hasText: /^Mug.*Ocean/ });
  await mug.getByRole('button', { name: /^Add Mug.*Ocean to cart$/ }).click();
  await expect(mug.getByRole('status')).toHaveText('Out of stock');
  await expect(page.getByRole('button', { name: 'Open cart (1)' })).toBeAttached();
  await expectAccessible(page, 'the embed’s live show');

  await show.getByRole('button', { name: 'Refresh the cart' }).click();
  await expect(show.getByText('Cart refreshed')).toBeVisible();
  await expect(plate.getByRole('status')).toHaveText('In your cart: 1');
  await expect(mug.getByRole('status')).toHaveText('');

  await show.getByRole('button', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL(/\/se-en\/checkout$/);
  await expect(show).toBeHidden();
  expect(embedRequests.filter((path) => path.endsWith('embed.js'))).toHaveLength(1);
});
