import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

/** A seeded deep plate with 2 in stock in Sweden (SE market). */
const TWO_IN_STOCK = '/se-en/djup-tallrik-off-white';

/** Three clicks within one task: faster than any person, and faster than any answer. */
async function tripleClick(button: Locator): Promise<void> {
  await button.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
    element.click();
  });
}

test.describe('rapid clicks on add to cart (docs/reliability.md#concurrency)', () => {
  test('bursts of clicks add once each and never pass the stock of 2', async ({ page }) => {
    await page.goto(TWO_IN_STOCK);
    // The page's own button comes before the related products' quick-add buttons.
    const add = page.getByRole('button', { name: /^(Add to cart|Added)/ }).first();
    const openCart = page.getByRole('button', { name: /^Open cart/ });

    await expect(add).toBeEnabled();
    await tripleClick(add);
    await expect(openCart).toHaveAccessibleName('Open cart (1)');

    await expect(add).toHaveAccessibleName(/^Add to cart/, { timeout: 5000 });
    await tripleClick(add);
    await expect(openCart).toHaveAccessibleName('Open cart (2)');

    await expect(add).toHaveAccessibleName(/^Add to cart/, { timeout: 5000 });
    await tripleClick(add);
    await expect(page.getByRole('alert').filter({ hasText: 'No more in stock' })).toBeVisible();
    await expect(openCart).toHaveAccessibleName('Open cart (2)');

    await openCart.click();
    const cart = page.getByRole('dialog', { name: 'Cart' });
    await expect(cart.getByRole('combobox', { name: 'Quantity' })).toHaveValue('2');
  });
});
