import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryAccountGateway } from '@/adapters/memory/account-gateway.memory';
import { GatewayError } from '@/application/shared/gateway-error';
import { loggedIn, shop, title } from './account-shop';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('OrderHistoryStore (docs/product.md#routes, docs/product.md#account-service)', () => {
  it('loads the orders, newest first, and one order', async () => {
    const { history } = await loggedIn();
    await history.loadOrders();
    expect(history.orders?.map((order) => order.order)).toEqual([
      'LR-101044',
      'LR-100587',
      'LR-100231',
    ]);
    await history.loadOrder('LR-100587');
    expect(history.order?.order).toBe('LR-100587');
    expect(history.order?.items).toHaveLength(1);
  });

  it('drops the order shown and toasts when another cannot be loaded', async () => {
    const { history, toasts } = await loggedIn();
    await history.loadOrder('LR-100587');
    await history.loadOrder('LR-999999');
    expect(history.order).toBeUndefined();
    expect(toasts()).toEqual([
      {
        kind: 'error',
        title,
        message: 'Account_Specific_ErrorMsg',
        params: { message: 'Order not found' },
      },
    ]);
  });

  it('toasts when the orders cannot be loaded, keeping none', async () => {
    const gateway = new MemoryAccountGateway();
    const { history, toasts } = await loggedIn(gateway);
    vi.spyOn(gateway, 'orders').mockRejectedValue(
      new GatewayError('status', 'answered 500', {
        status: 500,
        responseText: '{"message":"oops"}',
      }),
    );
    await history.loadOrders();
    expect(history.orders).toBeUndefined();
    expect(toasts()).toEqual([
      { kind: 'error', title, message: 'Account_Generic_ErrorMsg', params: undefined },
    ]);
  });

  it('forgets the orders shown when the shopper logs out or another signs in', async () => {
    const { store, history } = await loggedIn();
    await history.loadOrders();
    await history.loadOrder('LR-100587');
    store.logout();
    expect([history.orders, history.order]).toEqual([undefined, undefined]);
  });

  it('writes the orders shown to JSON and reads them back on a fresh store', async () => {
    const { history: a } = await loggedIn();
    await a.loadOrders();
    await a.loadOrder('LR-100231');
    const { history: b } = shop();
    b.hydrate(JSON.parse(JSON.stringify(a.toJSON())));
    expect(b.toJSON()).toEqual(a.toJSON());
    expect(b.order?.order).toBe('LR-100231');
  });
});
