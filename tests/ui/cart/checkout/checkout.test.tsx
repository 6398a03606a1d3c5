import 'reflect-metadata';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderShop } from '../../render-shop';
import { shopWithCart } from '../cart-fixture';
import { TEST_CARDS } from '@/adapters/memory/test-payment/test-payment-form';
import { CHECKOUT_DETAILS } from '../../../support/checkout-details';

beforeEach(() => localStorage.clear());

describe('checkout, receipt and failed pages (docs/product.md#checkout-payment)', () => {
  it('shows the order and the payment step, and a payment leads to the receipt', async () => {
    const user = userEvent.setup();
    const { router, stocked, cart, checkout } = await shopWithCart('/se-en', 1, 2);
    const name = stocked[0]?.product.name ?? '-';
    await act(() => router.navigate('/se-en/checkout'));
    expect(await screen.findByRole('heading', { name: 'Checkout', level: 1 })).toBeInTheDocument();
    const order = screen.getByRole('region', { name: 'Your order' });
    expect(within(order).getByText(name)).toBeInTheDocument();
    // The lines are the cart's own: their quantity can be changed here.
    expect(within(order).getByRole('combobox', { name: /Quantity/ })).toHaveValue('2');
    const payment = screen.getByRole('region', { name: 'Payment' });
    const total = cart.selection?.totals.grandTotalPrice ?? '-';
    // docs/product.md#checkout-details: payment waits for the shopper's details.
    expect(within(payment).queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Contact and delivery' });
    for (const [name, value] of CHECKOUT_DETAILS) {
      await user.type(within(details).getByRole('textbox', { name }), value);
    }
    // The test provider's card form (docs/test-payment-provider.md), with the total to pay.
    const card = await within(payment).findByRole('group', { name: 'Pay by card' });
    await user.type(
      within(card).getByRole('textbox', { name: 'Card number' }),
      TEST_CARDS.approved,
    );
    await user.type(within(card).getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '12/34');
    await user.type(within(card).getByRole('textbox', { name: 'CVC' }), '123');
    await user.click(within(card).getByRole('button', { name: `Pay ${total}` }));

    expect(
      await screen.findByRole('heading', { name: 'Thank you for your order!' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/se-en/checkout/receipt');
    const number = checkout.order?.order ?? '-';
    expect(screen.getByText(`Order number ${number}`)).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByText(name)).toBeInTheDocument();
    expect(within(items).getByText(total)).toBeInTheDocument();
    expect(cart.itemCount).toBe(0);
  });

  it('says the cart is empty instead of asking for payment', async () => {
    await renderShop('/se-en/checkout');
    expect(await screen.findByText(/Your cart is empty/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute(
      'href',
      '/se-en',
    );
  });

  it('says why an add its form posted before the scripts did not happen', async () => {
    await renderShop('/se-en/checkout?added=failed');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The item could not be added to your cart. Please try again in a moment.',
    );
  });

  it('has a failed page that offers to try again', async () => {
    await renderShop('/se/checkout/failed');
    expect(
      await screen.findByRole('heading', { name: 'Betalningen gick inte igenom' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Försök igen' })).toHaveAttribute(
      'href',
      '/se/checkout',
    );
  });

  it('has a receipt page that says when there is no order to show', async () => {
    await renderShop('/se-en/checkout/receipt');
    expect(
      await screen.findByRole('heading', { name: 'There is no order to show' }),
    ).toBeInTheDocument();
  });
});
