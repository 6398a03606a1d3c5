import type { Page } from '@playwright/test';
import { expect, fillCheckoutDetails, payWithTestCard, test } from './fixtures';

/** A seeded one-size plate with plenty in stock in Sweden (53). */
const PRODUCT = '/se-en/middagstallrik-forest-green';

interface Pushed {
  readonly event?: string;
  readonly ecommerce?: { readonly checkout?: { readonly actionField: { readonly step: number } } };
}

/** The data layer's events named `name`, as pushed since the page loaded. */
async function pushed(page: Page, name: string): Promise<Pushed[]> {
  const all = await page.evaluate(
    () => JSON.parse(JSON.stringify(window.dataLayer ?? [])) as Pushed[],
  );
  return all.filter((entry) => entry.event === name);
}

/** Adds the plate from its page and opens the cart from the mini cart; the cart dialog. */
async function addAndViewCart(page: Page) {
  await page.goto(PRODUCT);
  await page
    .getByRole('button', { name: /^Add to cart/ })
    .first()
    .click();
  await page
    .getByRole('complementary', { name: 'Added to your cart' })
    .getByRole('button', { name: 'View cart' })
    .click();
  return page.getByRole('dialog', { name: 'Cart' });
}

test.describe('a shopper with a cart', () => {
  test('adds a plate, changes the quantity, uses a code, checks out and gets a receipt', async ({
    page,
  }) => {
    await page.goto(PRODUCT);
    await page
      .getByRole('button', { name: /^Add to cart/ })
      .first()
      .click();

    const mini = page.getByRole('complementary', { name: 'Added to your cart' });
    await expect(mini).toBeVisible();
    await expect(mini.getByText('Dinner plate 27 cm')).toBeVisible();
    // Every list of lines names the variant: the mini cart, the cart, the checkout, the receipt.
    const colour = /^Colour: forest green$/i;
    await expect(mini.getByText(colour)).toBeVisible();
    await mini.getByRole('button', { name: 'View cart' }).click();

    const cart = page.getByRole('dialog', { name: 'Cart' });
    await expect(cart).toBeVisible();
    await expect(cart.getByRole('link', { name: 'Dinner plate 27 cm' })).toBeVisible();
    await expect(cart.getByText(colour)).toBeVisible();
    const quantity = cart.getByRole('combobox', { name: 'Quantity' });
    await expect(quantity).toHaveValue('1');
    await expect(quantity.locator('option')).toHaveCount(24);
    const total = cart.locator('dd').last();
    const single = await total.textContent();
    await quantity.selectOption('3');
    await expect(quantity).toHaveValue('3');
    await expect(total).not.toHaveText(single ?? '');

    await cart.getByRole('textbox', { name: 'Discount code' }).fill('lera10');
    await cart.getByRole('button', { name: 'Apply code' }).click();
    await expect(
      cart.getByRole('button', { name: 'Remove the discount code LERA10' }),
    ).toBeVisible();
    await expect(cart.getByText('Discount', { exact: true })).toBeVisible();

    await cart.getByRole('link', { name: 'Checkout', exact: true }).click();
    await expect(page).toHaveURL(/\/se-en\/checkout$/);
    await expect(cart).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    const order = page.getByRole('region', { name: 'Your order' });
    await expect(order.getByRole('combobox', { name: /Quantity/ })).toHaveValue('3');
    await expect(order.getByText(colour)).toBeVisible();

    await fillCheckoutDetails(page);
    await payWithTestCard(page);
    await expect(page).toHaveURL(/\/se-en\/checkout\/receipt$/);
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    // One order-number format everywhere: the receipt's is the order history's (LR-100231).
    const number = page.getByText(/^Order number LR-\d+$/);
    await expect(number).toBeVisible();
    const said = await number.textContent();
    const items = page.getByRole('region', { name: 'Items' });
    await expect(items.getByText('Dinner plate 27 cm')).toBeVisible();
    await expect(items.getByText(colour)).toBeVisible();
    const delivery = page.getByRole('region', { name: 'Delivery' });
    await expect(delivery.getByText('Storgatan 1')).toBeVisible();
    await expect(delivery.getByText('263 38 Höganäs')).toBeVisible();
    await expect(delivery.getByText('astrid@example.com')).toBeVisible();
    // The data layer (consent given) heard the steps the shopper took — the default delivery
    // kept on the way to the payment is step 3 — and the purchase once.
    expect(await pushed(page, 'purchase')).toHaveLength(1);
    expect(
      (await pushed(page, 'checkout')).map((event) => event.ecommerce?.checkout?.actionField.step),
    ).toEqual([1, 2, 3, 4]);
    // The receipt is kept for the session: a reload still shows it, and buys nothing again.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    await expect(page.getByText(said ?? '-', { exact: true })).toBeVisible();
    await expect(items.getByText(/^Quantity: 3$/)).toBeVisible();
    await expect(items.getByText(colour)).toBeVisible();
    await expect(delivery.getByText('Storgatan 1')).toBeVisible();
    await expect.poll(async () => (await pushed(page, 'pageView')).length).toBe(1);
    expect(await pushed(page, 'purchase')).toEqual([]);
  });

  test('dims the page once under the open cart, and a click outside closes it @desktop', async ({
    page,
  }) => {
    const cart = await addAndViewCart(page);
    await expect(cart).toBeVisible();
    await expect(page.getByTestId('overlay')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.mouse.click(20, 300);
    await expect(cart).toBeHidden();
    await expect(page.getByTestId('overlay')).toBeHidden();
  });

  test('removes the last line and is told the cart is empty', async ({ page }) => {
    const cart = await addAndViewCart(page);
    await cart.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(cart.getByText('Your cart is empty')).toBeVisible();
    // A quiet button sized to its words, not a slab across the panel: the shop's one button
    // height (docs/decisions/0113-two-button-styles-and-typeset-copy.md).
    const onward = cart.getByRole('button', { name: 'Continue shopping' });
    const [button, panel] = await Promise.all([onward.boundingBox(), cart.boundingBox()]);
    expect(button!.width).toBeLessThan(panel!.width * 0.6);
    expect(button!.height).toBeLessThanOrEqual(48);
    await expect(onward).toHaveCSS('text-transform', 'none');
    await onward.click();
    await expect(cart).toBeHidden();
    await page.getByRole('button', { name: /^Open cart/ }).click();
    await expect(cart.getByText('Your cart is empty')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cart).toBeHidden();

    await page.goto('/se-en/checkout');
    await expect(page.getByText(/Your cart is empty/)).toBeVisible();
  });

  test('a refused discount code is explained under the field, and the cart stays as it was', async ({
    page,
    consoleErrors,
  }) => {
    const cart = await addAndViewCart(page);
    const total = cart.locator('dd').last();
    const before = await total.textContent();
    const field = cart.getByRole('textbox', { name: 'Discount code' });
    await field.fill('summer99');
    await cart.getByRole('button', { name: 'Apply code' }).click();
    const refusal = cart.getByRole('alert');
    await expect(refusal).toHaveText(
      'The code SUMMER99 could not be used. Check the spelling and try again.',
    );
    await expect(field).toHaveValue('summer99');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(total).toHaveText(before ?? '');
    await expect(page.getByRole('status').filter({ hasText: /went wrong/i })).toHaveCount(0);
    await field.fill('lera10');
    await expect(refusal).toHaveCount(0);
    // The refusal is still logged, as docs/product.md#errors says: the journey's one error.
    expect(consoleErrors.map((line) => line.split('\n')[0])).toEqual([
      "Couldn't addVoucher GatewayError: Voucher summer99 is not valid",
    ]);
    consoleErrors.splice(0);
  });

  test('says a refused code in Swedish on the Swedish site', async ({ page, consoleErrors }) => {
    await page.goto('/se/middagstallrik-forest-green');
    await page
      .getByRole('button', { name: /^(Köp|Lägg i varukorgen)/ })
      .first()
      .click();
    await page
      .getByRole('complementary', { name: 'Tillagd i varukorgen' })
      .getByRole('button', { name: 'Visa varukorgen' })
      .click();
    const cart = page.getByRole('dialog', { name: 'Varukorg' });
    await expect(cart.getByText(/^Färg: skogsgrön$/i)).toBeVisible();
    await cart.getByRole('textbox', { name: 'Rabattkod' }).fill('sommar');
    await cart.getByRole('button', { name: 'Använd' }).click();
    await expect(cart.getByRole('alert')).toHaveText(
      'Koden SOMMAR gick inte att använda. Kontrollera stavningen och försök igen.',
    );
    expect(consoleErrors).toHaveLength(1);
    consoleErrors.splice(0);
  });
});
