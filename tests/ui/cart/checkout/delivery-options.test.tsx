import 'reflect-metadata';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartStore } from '@/application/cart/cart.store';
import { shopWithCart } from '../cart-fixture';

beforeEach(() => localStorage.clear());

/** The checkout with one line in the cart, and its delivery card. */
async function checkoutWithLine(url = '/se-en') {
  const shop = await shopWithCart(url);
  await act(() => shop.router.navigate(`${url}/checkout`));
  const delivery = await screen.findByRole('region', {
    name: url === '/se' ? 'Leverans' : 'Delivery',
  });
  return { ...shop, delivery };
}

const radioName = (cart: CartStore, id: string) => {
  const option = cart.selection?.deliveryOptions?.find((each) => each.id === id);
  return `${option?.name} ${option?.price}`;
};

describe('the checkout’s delivery options (docs/product.md#delivery-options)', () => {
  it('lists every option with its price, the standard one chosen', async () => {
    const { delivery, cart } = await checkoutWithLine();
    const group = within(delivery).getByRole('group', {
      name: 'Choose how your order reaches you',
    });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(
      within(group).getByRole('radio', { name: radioName(cart, 'pickup-point') }),
    ).toBeChecked();
    expect(
      within(group).getByRole('radio', { name: radioName(cart, 'express') }),
    ).not.toBeChecked();
  });

  it('chooses by keyboard, repricing the order’s total, and keeps the focus on the choice', async () => {
    const user = userEvent.setup();
    const { delivery, cart } = await checkoutWithLine();
    const order = screen.getByRole('region', { name: 'Your order' });
    const before = cart.selection?.totals.grandTotalPrice ?? '-';
    expect(within(order).getByText(before)).toBeInTheDocument();
    const standard = within(delivery).getByRole('radio', { name: radioName(cart, 'pickup-point') });
    act(() => standard.focus());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const express = within(delivery).getByRole('radio', { name: radioName(cart, 'express') });
    await waitFor(() => expect(express).toBeChecked());
    await waitFor(() => expect(cart.isUpdating).toBe(false));
    const after = cart.selection?.totals.grandTotalPrice ?? '-';
    expect(after).not.toBe(before);
    expect(within(order).getByText(after)).toBeInTheDocument();
    expect(cart.selection?.checkout?.fields.deliveryOption).toBe('express');
    expect(express).toHaveFocus();
  });

  it('is held still while the cart changes', async () => {
    const { delivery, cart } = await checkoutWithLine();
    const group = within(delivery).getByRole('group');
    let done: Promise<boolean> = Promise.resolve(true);
    act(() => {
      done = cart.chooseDelivery('home');
    });
    expect(group).toBeDisabled();
    expect(delivery).toHaveAttribute('aria-busy', 'true');
    await act(() => done);
    expect(group).toBeEnabled();
  });

  it('says free as the totals do when the shipping is free, in Swedish', async () => {
    const { delivery, cart } = await checkoutWithLine('/se');
    await act(() => cart.addVoucher('FRAKTFRITT'));
    const pickup = cart.selection?.deliveryOptions?.find((each) => each.id === 'pickup-point');
    expect(pickup?.name).toBe('Ombud');
    expect(within(delivery).getByRole('radio', { name: 'Ombud Fri frakt' })).toBeChecked();
  });
});
