import type { Page } from '@playwright/test';
import {
  checkoutWithAPlate,
  expect,
  expectAccessible,
  fillCheckoutDetails,
  test,
} from './fixtures';

async function toCheckout(page: Page) {
  await checkoutWithAPlate(page);
  return page.getByRole('region', { name: 'Delivery', exact: true });
}

/** The order summary's grand total, as the shopper reads it. */
const grandTotal = (page: Page) =>
  page.getByRole('region', { name: 'Your order' }).locator('dt:text-is("Total") + dd');

// docs/product.md#delivery-options
test.describe('the checkout’s delivery options', () => {
  test('choosing express by keyboard reprices the total, and a reload keeps the choice', async ({
    page,
  }, testInfo) => {
    const delivery = await toCheckout(page);
    const pickup = delivery.getByRole('radio', { name: /^Pick-up point/ });
    const express = delivery.getByRole('radio', { name: /^Express, next weekday/ });
    await expect(pickup).toBeChecked();
    await expect(delivery.getByRole('radio')).toHaveCount(3);
    const before = await grandTotal(page).textContent();

    // The group is held still while the cart changes; the focus comes back to the choice, so
    // the arrows go on choosing.
    await pickup.focus();
    await page.keyboard.press('ArrowDown');
    await expect(delivery.getByRole('radio', { name: /^Home delivery/ })).toBeChecked();
    await expect(delivery.getByRole('group')).toBeEnabled();
    await expect(delivery.getByRole('radio', { name: /^Home delivery/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(express).toBeChecked();
    await expect(delivery.getByRole('group')).toBeEnabled();
    await expect(express).toBeFocused();
    await expect(grandTotal(page)).not.toHaveText(before ?? '');
    const after = await grandTotal(page).textContent();

    // Sending the address keeps the chosen option.
    await fillCheckoutDetails(page);
    await expect(
      page.getByRole('region', { name: 'Payment' }).getByRole('button', { name: 'Pay' }),
    ).toBeVisible();
    await expectAccessible(page, 'checkout with delivery options');
    for (const [width, height] of [
      [1440, 1000],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await delivery.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `/tmp/checkout-delivery-${testInfo.project.name}-${width}.png`,
        fullPage: true,
      });
      await delivery.screenshot({
        path: `/tmp/checkout-delivery-card-${testInfo.project.name}-${width}.png`,
      });
    }

    await page.reload();
    await expect(express).toBeChecked();
    await expect(pickup).not.toBeChecked();
    await expect(grandTotal(page)).toHaveText(after ?? '');
  });
});
