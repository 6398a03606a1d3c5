import 'reflect-metadata';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationStore } from '@/application/shared/notification.store';
import { renderShop } from '../render-shop';
import { shopWithCart } from './cart-fixture';

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('the mini cart (docs/product.md#cart-panel-and-mini-cart)', () => {
  it('shows the added item, leads to the cart, and closes itself after 2 s', async () => {
    const user = userEvent.setup();
    const { ui, stocked } = await shopWithCart('/se-en');
    const added = stocked[0];
    act(() => ui.showAddedToCart({ item: added?.item.id ?? '', productName: 'ignored' }));
    const box = await screen.findByRole('complementary', { name: 'Added to your cart' });
    expect(within(box).getByText(added?.product.name ?? '-')).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'View cart' }));
    expect(await screen.findByRole('dialog', { name: 'Cart' })).toBeInTheDocument();
    expect(ui.isMiniCartOpen).toBe(false);

    act(() => ui.closeCart());
    act(() => ui.showAddedToCart({ item: added?.item.id ?? '', productName: 'ignored' }));
    await screen.findByRole('complementary', { name: 'Added to your cart' });
    await waitFor(
      () =>
        expect(
          screen.queryByRole('complementary', { name: 'Added to your cart' }),
        ).not.toBeInTheDocument(),
      { timeout: 3000 },
    );
  });
});

describe('the toasts (docs/product.md#error-catalogue)', () => {
  it('shows an error as an alert and a success as a status, each dismissable', async () => {
    const user = userEvent.setup();
    const { container } = await renderShop('/se-en');
    await screen.findByRole('main');
    const notifications = container.get(NotificationStore);
    act(() => {
      notifications.error({
        title: 'Add_To_Cart_Error_Title',
        message: 'Add_To_Cart_Error_Message',
      });
      notifications.success({ title: 'SUBSCRIBE_SUBSCRIBED', message: 'SUBSCRIBE_NEWSLETTER' });
    });
    const toasts = screen.getByRole('list', { name: 'Notifications' });
    const alert = within(toasts).getByRole('alert');
    expect(alert).toHaveTextContent('No more in stock');
    expect(alert).toHaveTextContent('You already have all we have in stock in your cart.');
    expect(within(toasts).getByRole('status')).toHaveTextContent('Thank you!');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss the notification' }));
    expect(within(toasts).queryByRole('alert')).not.toBeInTheDocument();
    expect(notifications.toasts).toHaveLength(1);
  });

  it('dismisses a toast by itself after 5 s', async () => {
    const { container } = await renderShop('/se');
    await screen.findByRole('main');
    vi.useFakeTimers();
    const notifications = container.get(NotificationStore);
    // The async act also flushes the passive effects that subscribe observers on a slow machine.
    await act(async () => {
      notifications.error({ message: 'GENERIC_ERROR' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('FelNågot gick fel');
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
