import type { Page } from '@playwright/test';
import {
  CHECKOUT_DETAILS,
  checkoutWithAPlate,
  expect,
  fillCheckoutDetails,
  PLENTIFUL_PLATE,
  test,
} from './fixtures';

async function toCheckout(page: Page) {
  await checkoutWithAPlate(page);
  return page.getByRole('region', { name: 'Contact and delivery' });
}

// docs/product.md#checkout-details
test.describe('the checkout’s email and address', () => {
  test('checks each field as it is left, keeps what was typed across a reload, and reprices for a new country', async ({
    page,
  }, testInfo) => {
    const details = await toCheckout(page);
    // Payment waits for the details.
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(
      payment.getByText('Fill in your contact and delivery details, and you can pay.'),
    ).toBeVisible();
    await expect(payment.getByRole('button', { name: 'Pay' })).toHaveCount(0);
    const email = details.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(details.getByRole('textbox', { name: 'Postcode' })).toHaveAttribute(
      'autocomplete',
      'shipping postal-code',
    );

    // Nothing is said before the shopper leaves a field.
    await email.fill('astrid@lera');
    await expect(details.getByText('Write the email as name@example.com')).toHaveCount(0);
    await email.blur();
    await expect(details.getByText('Write the email as name@example.com')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Write the email as name@example.com');
    await fillCheckoutDetails(page);
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(details.getByRole('textbox', { name: 'Postcode' })).not.toHaveAttribute(
      'aria-invalid',
    );
    await expect(payment.getByRole('button', { name: 'Pay' })).toBeVisible();
    await page.screenshot({
      path: `/tmp/checkout-details-${testInfo.project.name}.png`,
      fullPage: true,
    });

    await page.reload();
    for (const [name, value] of CHECKOUT_DETAILS) {
      await expect(details.getByRole('textbox', { name })).toHaveValue(value);
    }

    // Germany: the cart is repriced in euros, and a Swedish postcode is no German one.
    await details.getByRole('combobox', { name: 'Country' }).selectOption('de');
    const order = page.getByRole('region', { name: 'Your order' });
    await expect(order.getByText(/€/).first()).toBeVisible();
    await expect(details.getByText('That does not look like a postcode in Germany')).toBeVisible();
    await details.getByRole('textbox', { name: 'Postcode' }).fill('10115');
    await details.getByRole('textbox', { name: 'Postcode' }).blur();
    await expect(details.getByText('That does not look like a postcode in Germany')).toHaveCount(0);
  });

  test('speaks Swedish, and asks for every field (sv)', async ({ page }) => {
    await page.goto(PLENTIFUL_PLATE.replace('/se-en/', '/se/'));
    await page.getByRole('button', { name: /^Köp/ }).first().click();
    await expect(page.getByRole('button', { name: /\(1\)$/ })).toBeVisible();
    await page.goto('/se/checkout');
    const details = page.getByRole('region', { name: 'Kontakt och leverans' });
    const city = details.getByRole('textbox', { name: 'Ort' });
    await city.focus();
    await city.blur();
    await expect(details.getByText('Fyll i ort')).toBeVisible();
  });
});
