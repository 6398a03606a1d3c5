import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Set WISHLIST_SHOTS=1 to write screenshots of the wishlist page to /tmp for a look. */
const shots = !!process.env.WISHLIST_SHOTS;

async function shot(page: Page, name: string) {
  if (shots)
    await page.screenshot({ path: `/tmp/wishlist-${test.info().project.name}-${name}.png` });
}

test.describe('the wishlist', () => {
  test('keeps a product from its page and removes it on the wishlist page', async ({ page }) => {
    await page.goto('/se-en/linneduk-white');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Add to wishlist' }).first().click();
    await expect(
      main.getByRole('button', { name: 'Remove from wishlist' }).first(),
    ).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/se/wishlist');
    await expect(main.getByRole('heading', { level: 1, name: 'Önskelista' })).toBeVisible();
    const card = main.getByRole('article');
    await expect(card).toHaveCount(1);
    await expect(card.locator('img')).toBeVisible();
    // Counted in the singular, in each language.
    await expect(main.getByText('1 sparad produkt', { exact: true })).toBeVisible();
    await page.goto('/se-en/wishlist');
    await expect(main.getByText('1 saved product', { exact: true })).toBeVisible();
    await page.goto('/se/wishlist');
    await shot(page, 'one');

    await card.getByRole('button', { name: /^Ta bort .* från önskelistan$/ }).click();
    await expect(card).toHaveCount(0);
    await expect(main.getByText(/Din önskelista är tom/)).toBeVisible();
    await shot(page, 'empty');
  });
});
