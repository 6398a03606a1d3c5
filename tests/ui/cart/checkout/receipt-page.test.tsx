import 'reflect-metadata';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { shopWithCart } from '../cart-fixture';
import { SWEDISH_ADDRESS } from '../../../support/checkout-details';

beforeEach(() => localStorage.clear());

/** A paid order of two pieces with a discount, its address and email given, on its receipt. */
async function paidReceipt() {
  const shop = await shopWithCart('/se-en', 1, 2);
  const { cart, checkout, router } = shop;
  await act(async () => {
    await cart.addVoucher('LERA10');
    await cart.setEmail('astrid@example.com');
    // Typed without its space: the receipt writes it as the post does.
    await cart.checkoutFields({ address: { ...SWEDISH_ADDRESS, zipCode: '26338' } });
    await checkout.paymentResult({ success: true });
  });
  await act(() => router.navigate('/se-en/checkout/receipt'));
  await screen.findByRole('heading', { name: 'Thank you for your order!', level: 1 });
  return shop;
}

describe('the receipt (docs/product.md#orders)', () => {
  it('thanks the shopper and gives the order number and where the confirmation went', async () => {
    const { checkout } = await paidReceipt();
    const number = checkout.order?.order ?? '-';
    expect(screen.getByText(`Order number ${number}`)).toBeInTheDocument();
    expect(
      screen.getByText('We have sent an order confirmation to astrid@example.com.'),
    ).toBeInTheDocument();
    expect(document.title).toBe('Receipt | Lera');
  });

  it('lists the lines with their colour, and the totals from the items to the VAT', async () => {
    const { stocked, checkout } = await paidReceipt();
    const items = screen.getByRole('region', { name: 'Items' });
    const product = stocked[0]!.product;
    expect(within(items).getByText(product.name)).toBeInTheDocument();
    expect(within(items).getByText(`Colour: ${product.silkVariantName}`)).toBeInTheDocument();
    expect(within(items).getByText('Quantity: 2')).toBeInTheDocument();
    const totals = checkout.order!.totals;
    const terms = within(items)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Subtotal', 'Discount', 'Delivery', 'Total', 'Of which VAT']);
    expect(totals.totalDiscountPriceAsNumber).toBeGreaterThan(0);
  });

  it('says where and how the order is delivered, and to which email', async () => {
    await paidReceipt();
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(
      within(delivery)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Delivery address', 'Delivery method', 'Confirmation sent to']);
    for (const row of ['Astrid Lind', 'Storgatan 1', '263 38 Höganäs', 'Sweden', '070 123 45 67']) {
      expect(within(delivery).getByText(row)).toBeInTheDocument();
    }
    // The option chosen at checkout: here the default, the cheapest.
    expect(within(delivery).getByText(/^Pick-up point · /)).toBeInTheDocument();
    expect(within(delivery).getByText('astrid@example.com')).toBeInTheDocument();
  });

  it('leads back to the shop and prints', async () => {
    const user = userEvent.setup();
    await paidReceipt();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/se-en',
    );
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Print the receipt' }));
    expect(print).toHaveBeenCalledOnce();
  });
});
