import { expect, type Page } from '@playwright/test';
import { TEST_CARDS } from '@/adapters/memory/test-payment/test-payment-form';

export { TEST_CARDS };

/**
 * Pays in the test payment provider's card form (docs/test-payment-provider.md) on an English
 * checkout: fills the card, types a date (`1234`, which the form writes `12/34`) and a CVC, and
 * presses Pay. `press` lets a journey press it its own way (a double click, a key).
 */
export async function payWithTestCard(
  page: Page,
  card: string = TEST_CARDS.approved,
  press: (pay: ReturnType<Page['getByRole']>) => Promise<void> = (pay) => pay.click(),
): Promise<void> {
  const payment = page.getByRole('region', { name: 'Payment' });
  const form = payment.getByRole('group', { name: 'Pay by card' });
  await expect(form).toBeEnabled();
  await form.getByRole('textbox', { name: 'Card number' }).fill(card);
  // Typed as a shopper types it: the form puts in the slash.
  const expiry = form.getByRole('textbox', { name: 'Expiry date (MM/YY)' });
  await expiry.pressSequentially('1234');
  await expect(expiry).toHaveValue('12/34');
  await form.getByRole('textbox', { name: 'CVC' }).fill('123');
  await press(form.getByRole('button', { name: /^Pay / }));
}
