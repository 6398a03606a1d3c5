import type { Locator, Page } from '@playwright/test';
import {
  checkoutWithAPlate,
  expect,
  expectAccessible,
  fillCheckoutDetails,
  payWithTestCard,
  PLENTIFUL_PLATE,
  TEST_CARDS,
  test,
} from './fixtures';

/** How a run mode makes the backend misbehave for a journey. */
export interface CheckoutMode {
  readonly name: 'memory' | 'http';
  /** Payment results stop reaching the backend; answers a function that heals them. */
  readonly breakPayments: (page: Page) => Promise<() => Promise<void>>;
  /** Cart changes take a while to be answered (the page is on the checkout). */
  readonly slowCartChanges: (page: Page) => Promise<void>;
  /** Counts the payment results the shop sends from now on. */
  readonly countPayments: (page: Page) => Promise<() => Promise<number>>;
}

async function toCheckout(page: Page): Promise<void> {
  await checkoutWithAPlate(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const payButton = (page: Page) => region(page, 'Payment').getByRole('button', { name: /^Pay / });
const grandTotal = (page: Page): Locator =>
  region(page, 'Your order').locator('dt:text-is("Total") + dd');

/**
 * docs/product.md#checkout-payment: the checkout from cart to receipt, held in each run mode with
 * the same steps — only how the backend is made to fail or dawdle differs.
 */
export function checkoutJourneys(mode: CheckoutMode): void {
  test.describe(`the checkout, paid in the embedded widget (${mode.name})`, () => {
    test('pays with the test card, and the receipt survives a reload', async ({
      page,
    }, testInfo) => {
      // Two whole checkouts: the second order must get a number of its own.
      test.slow();
      await toCheckout(page);
      await fillCheckoutDetails(page);
      await region(page, 'Delivery')
        .getByRole('radio', { name: /Home delivery/ })
        .check();
      await expect(payButton(page)).toBeEnabled();
      await expectAccessible(page, 'the checkout with its payment widget');
      await page.screenshot({
        path: `/tmp/checkout-widget-${mode.name}-${testInfo.project.name}.png`,
        fullPage: true,
      });
      await payWithTestCard(page);

      await expect(page).toHaveURL(/\/se-en\/checkout\/receipt$/);
      const number = page.getByText(/^Order number LR-\d+$/);
      await expect(number).toBeVisible();
      // The receipt opens at its top, its heading in focus, wherever the pay button was.
      const heading = page.getByRole('heading', { level: 1, name: 'Thank you for your order!' });
      await expect(heading).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const said = await number.textContent();
      await expect(page.getByText('Dinner plate 27 cm')).toBeVisible();
      await page.reload();
      await expect(page.getByText(said ?? '')).toBeVisible();

      // The next order, after the reload, has a number of its own.
      await toCheckout(page);
      await fillCheckoutDetails(page);
      await payWithTestCard(page);
      await expect(page).toHaveURL(/\/se-en\/checkout\/receipt$/);
      await expect(number).toBeVisible();
      await expect(number).not.toHaveText(said ?? '');
    });

    test('a declined card leads to the failed page, with the cart intact and a way back', async ({
      page,
    }) => {
      await toCheckout(page);
      await fillCheckoutDetails(page);
      await payWithTestCard(page, TEST_CARDS.declined);

      await expect(page).toHaveURL(/\/se-en\/checkout\/failed$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'The payment did not go through' }),
      ).toBeVisible();
      await page.getByRole('link', { name: 'Try again' }).click();
      await expect(page).toHaveURL(/\/se-en\/checkout$/);
      await expect(region(page, 'Your order').getByText('Dinner plate 27 cm')).toBeVisible();
      await expect(payButton(page)).toBeEnabled();
    });

    test('a new country reprices the cart, its delivery and the payment', async ({ page }) => {
      await toCheckout(page);
      await fillCheckoutDetails(page);
      await expect(payButton(page)).toContainText('kr');
      const details = region(page, 'Contact and delivery');
      await details.getByRole('combobox', { name: 'Country' }).selectOption('de');
      await details.getByRole('textbox', { name: 'Postcode' }).fill('10115');
      await details.getByRole('textbox', { name: 'Postcode' }).blur();
      await expect(grandTotal(page)).toContainText('€');
      await expect(region(page, 'Delivery').getByRole('radio').first()).toBeVisible();
      await expect(region(page, 'Delivery')).toContainText('€');
      await expect(payButton(page)).toContainText('€');
    });

    test('a change while the widget is up pauses it, and resumes it with the new total', async ({
      page,
    }) => {
      await toCheckout(page);
      await fillCheckoutDetails(page);
      await expect(payButton(page)).toBeEnabled();
      const before = await payButton(page).textContent();
      await mode.slowCartChanges(page);

      await region(page, 'Your order')
        .getByRole('combobox', { name: /Quantity/ })
        .selectOption('2');
      const payment = region(page, 'Payment');
      await expect(payment.getByRole('status').first()).toHaveText(
        'Updating your order – the payment waits meanwhile.',
      );
      await expect(payButton(page)).toBeDisabled();
      await expect(payment.locator('[aria-busy="true"]').first()).toBeVisible();

      await expect(payButton(page)).toBeEnabled({ timeout: 10_000 });
      await expect(payButton(page)).not.toHaveText(before ?? '');
    });

    test('a double click on pay places one order', async ({ page }) => {
      await toCheckout(page);
      await fillCheckoutDetails(page);
      const payments = await mode.countPayments(page);
      await payWithTestCard(page, TEST_CARDS.approved, (pay) => pay.dblclick());
      await expect(page).toHaveURL(/\/se-en\/checkout\/receipt$/);
      await expect(page.getByText(/^Order number LR-\d+$/)).toBeVisible();
      expect(await payments()).toBe(1);
    });

    test('a network failure while paying keeps the cart and says so; paying again works', async ({
      page,
      consoleErrors,
    }) => {
      await toCheckout(page);
      await fillCheckoutDetails(page);
      const heal = await mode.breakPayments(page);
      await payWithTestCard(page);

      const payment = region(page, 'Payment');
      await expect(payment.getByRole('alert')).toContainText(
        'Your payment could not be sent and nothing was charged.',
      );
      await expect(page).toHaveURL(/\/se-en\/checkout(\?|$)/);
      await expect(region(page, 'Your order').getByText('Dinner plate 27 cm')).toBeVisible();
      await expect(payButton(page)).toBeEnabled();
      // docs/product.md#errors: the failure is logged as the catalogue has it.
      expect(consoleErrors.some((line) => line.startsWith("Couldn't paymentResult"))).toBe(true);
      consoleErrors.splice(0, consoleErrors.length);

      await heal();
      await payWithTestCard(page);
      await expect(page).toHaveURL(/\/se-en\/checkout\/receipt$/);
    });

    test('a cart changed in another tab is fetched afresh before paying, and the shopper is told', async ({
      page,
      context,
    }) => {
      await toCheckout(page);
      await fillCheckoutDetails(page);
      await expect(payButton(page)).toBeEnabled();
      const before = await payButton(page).textContent();

      const other = await context.newPage();
      await other.goto(PLENTIFUL_PLATE);
      await other
        .getByRole('button', { name: /^Add to cart/ })
        .first()
        .click();
      await expect(other.getByRole('button', { name: 'Open cart (2)' })).toBeVisible();
      await other.close();

      await payWithTestCard(page);
      await expect(region(page, 'Payment').getByRole('alert')).toContainText(
        'Your cart changed in another tab.',
      );
      await expect(page).toHaveURL(/\/se-en\/checkout$/);
      await expect(payButton(page)).not.toHaveText(before ?? '');
      await payWithTestCard(page);
      await expect(page).toHaveURL(/\/se-en\/checkout\/receipt$/);
    });
  });
}
