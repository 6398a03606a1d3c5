import { fc, test } from '@fast-check/vitest';
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { MemoryCheckoutWidget } from '@/adapters/memory/checkout-widget.memory';
import { faultPlan, type Fault } from '@/adapters/memory/faults/fault-plan';
import { withFaults } from '@/adapters/memory/faults/with-faults';
import type { CartGateway } from '@/application/cart/cart-gateway.port';
import { GatewayError } from '@/application/shared/gateway-error';
import { CartCalls } from '@/application/cart/cart-calls';
import { CartStore } from '@/application/cart/cart.store';
import { cartLine, cartWith } from '../../support/cart-arbitraries';
import { cartShop, type CartShop } from '../../support/cart-shop';

const SERVER_ERROR: Fault = { kind: 'status', status: 500 };

/** The same cart, failing every call as `fault` says. */
function failing(gateway: CartGateway, fault: Fault = SERVER_ERROR): CartGateway {
  return withFaults(gateway, 'cart', faultPlan('cart', fault));
}

/** Records whether the widget was suspended when each gateway call was made. */
function watched(gateway: CartGateway, widget: MemoryCheckoutWidget) {
  const suspendedAtCall: boolean[] = [];
  const proxy = new Proxy(gateway, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        suspendedAtCall.push(widget.suspended);
        return (value as (...inner: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { gateway: proxy, suspendedAtCall };
}

describe('CartStore (docs/product.md#cart-and-checkout-rules)', () => {
  let shop: CartShop;
  let store: CartStore;
  let logged: MockInstance<typeof console.error>;

  beforeEach(async () => {
    shop = await cartShop();
    store = shop.container.get(CartStore);
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => vi.restoreAllMocks());

  /** The store over a failing twin of the shop's cart, holding what `store` holds now. */
  function failingStore(fault: Fault = SERVER_ERROR): CartStore {
    const broken = new CartStore(failing(shop.gateway, fault), new CartCalls(shop.widget));
    broken.hydrate(store.toJSON());
    return broken;
  }

  const inStock = (min = 1) => shop.find((stock) => stock >= min);

  describe('fetching', () => {
    it('holds no selection until loaded, then the shopper’s (new, empty) cart', async () => {
      expect(store.selection).toBeUndefined();
      await store.load();
      expect(store.selection?.items).toEqual([]);
      expect(store.selection?.checkout?.country).toBe('SE');
    });

    it.each<[string, Fault]>([
      ['a 500', SERVER_ERROR],
      ['a 404', { kind: 'status', status: 404 }],
      ['an unreachable backend', { kind: 'network' }],
    ])('clears the selection when the fetch answers %s instead of 200', async (_, fault) => {
      await store.addItem(inStock().item.id);
      const broken = failingStore(fault);
      await broken.load();
      expect(broken.selection).toBeUndefined();
      expect(logged).toHaveBeenCalledWith("Couldn't getCart", expect.any(GatewayError));
    });
  });

  describe('changes replace the selection with the answer', () => {
    it('adds an item (quantity 1 by default) and adds more to the same line', async () => {
      const { item } = inStock(3);
      await expect(store.addItem(item.id)).resolves.toBe(true);
      expect(store.selection?.items).toHaveLength(1);
      expect(store.quantityInCart(item.id)).toBe(1);
      await store.addItem(item.id, 2);
      expect(store.selection?.items).toHaveLength(1);
      expect(store.quantityInCart(item.id)).toBe(3);
      expect(store.selection).toEqual(await shop.gateway.get());
    });

    it('sets a line quantity, and removes the line at 0', async () => {
      const { item } = inStock(4);
      await store.addItem(item.id);
      const line = store.selection?.items[0]?.line ?? '';
      await expect(store.updateQuantity(line, 4)).resolves.toBe(true);
      expect(store.quantityInCart(item.id)).toBe(4);
      await store.updateQuantity(line, 0);
      expect(store.selection?.items).toEqual([]);
    });

    it('applies and removes a voucher', async () => {
      await store.addItem(inStock().item.id);
      await expect(store.addVoucher('lera10')).resolves.toBe(true);
      expect(store.selection?.vouchers).toEqual(['LERA10']);
      await expect(store.removeVoucher('LERA10')).resolves.toBe(true);
      expect(store.selection?.vouchers ?? []).toEqual([]);
    });

    it('sets the email, the checkout country and the checkout fields', async () => {
      await store.load();
      await store.setEmail('anna@example.se');
      expect(store.selection?.checkout?.email).toBe('anna@example.se');
      await store.checkoutUpdate('NO', 'per@example.no');
      expect(store.selection?.checkout).toMatchObject({ country: 'NO', email: 'per@example.no' });
      expect(store.selection?.currency).toBe('NOK');
      await store.checkoutFields({ comment: 'Ring på', newsletter: true });
      expect(store.selection?.checkout?.fields).toEqual({ comment: 'Ring på', newsletter: true });
    });

    it('follows the site to another country and language', async () => {
      await store.load();
      shop.sites.setSite({ country: 'de', language: 'en' });
      await expect(store.setCountryLanguage()).resolves.toBe(true);
      expect(store.selection?.checkout).toMatchObject({ country: 'DE', language: 'en' });
      expect(store.selection?.currency).toBe('EUR');
    });
  });

  describe('choosing delivery (docs/product.md#delivery-options)', () => {
    const chosen = () => store.selection?.deliveryOptions?.find((option) => option.chosen)?.id;

    it('chooses an option through the checkout fields, repricing the cart', async () => {
      await store.addItem(inStock().item.id);
      const standard = store.selection?.totals.grandTotalPriceAsNumber ?? 0;
      expect(chosen()).toBe('pickup-point');
      const { gateway, suspendedAtCall } = watched(shop.gateway, shop.widget);
      const watchedStore = new CartStore(gateway, new CartCalls(shop.widget));
      watchedStore.hydrate(store.toJSON());
      await expect(watchedStore.chooseDelivery('express')).resolves.toBe(true);
      expect(suspendedAtCall).toEqual([true]);
      const cart = watchedStore.selection;
      expect(cart?.deliveryOptions?.find((option) => option.chosen)?.id).toBe('express');
      expect(cart?.totals.grandTotalPriceAsNumber).toBeGreaterThan(standard);
    });

    it('keeps the chosen option when the address is sent, and the address when choosing', async () => {
      await store.addItem(inStock().item.id);
      const address = { firstName: 'Astrid', country: 'SE' };
      // Asked together: each is sent with what the one before it left in the cart.
      await Promise.all([store.chooseDelivery('home'), store.checkoutFields({ address })]);
      expect(store.selection?.checkout?.fields).toEqual({ address, deliveryOption: 'home' });
      await store.chooseDelivery('express');
      expect(store.selection?.checkout?.fields).toEqual({ address, deliveryOption: 'express' });
      expect(chosen()).toBe('express');
    });

    it('logs an option the cart does not offer, keeping the choice', async () => {
      await store.addItem(inStock().item.id);
      await store.chooseDelivery('home');
      await expect(store.chooseDelivery('by-drone')).resolves.toBe(false);
      expect(logged).toHaveBeenCalledWith("Couldn't checkoutFields", expect.any(GatewayError));
      expect(chosen()).toBe('home');
    });
  });

  describe('the checkout widget', () => {
    it('is suspended during every change and resumed after it', async () => {
      const { gateway, suspendedAtCall } = watched(shop.gateway, shop.widget);
      const watchedStore = new CartStore(gateway, new CartCalls(shop.widget));
      const { item } = inStock(2);
      await watchedStore.addItem(item.id);
      const line = watchedStore.selection?.items[0]?.line ?? '';
      await watchedStore.updateQuantity(line, 2);
      await watchedStore.addVoucher('VIP25');
      await watchedStore.removeVoucher('VIP25');
      await watchedStore.setEmail('anna@example.se');
      await watchedStore.setCountryLanguage();
      await watchedStore.checkoutUpdate('SE');
      await watchedStore.checkoutFields({ comment: 'x' });
      expect(suspendedAtCall).toEqual(Array(8).fill(true));
      expect(shop.widget.calls).toEqual(Array(8).fill(['suspend', 'resume']).flat());
      expect(shop.widget.suspended).toBe(false);
    });

    it('is resumed after a failed change too', async () => {
      await failingStore().addItem(inStock().item.id);
      expect(shop.widget.calls).toEqual(['suspend', 'resume']);
      expect(shop.widget.suspended).toBe(false);
    });

    it('is left alone by fetching the cart', async () => {
      await store.addItem(inStock().item.id);
      shop.widget.calls.length = 0;
      await store.load();
      await store.refresh();
      expect(shop.widget.calls).toEqual([]);
    });
  });

  describe('failures are only logged, with the text of docs/product.md#error-catalogue, and leave the cart unchanged', () => {
    const cases: [string, (s: CartStore, line: string) => Promise<unknown>][] = [
      ["Couldn't addItem", (s) => s.addItem('1001-1')],
      ["Couldn't updateItem", (s, line) => s.updateQuantity(line, 2)],
      ["Couldn't addVoucher", (s) => s.addVoucher('LERA10')],
      ["Couldn't removeVoucher", (s) => s.removeVoucher('VIP25')],
      ["Couldn't checkoutUpdate", (s) => s.checkoutUpdate('NO', 'a@b.se')],
      ["Couldn't setEmail", (s) => s.setEmail('a@b.se')],
      ["Couldn't setCountryLanguage", (s) => s.setCountryLanguage()],
      ["Couldn't checkoutFields", (s) => s.checkoutFields({ comment: 'x' })],
      ["Couldn't checkoutFields", (s) => s.chooseDelivery('express')],
    ];

    it.each(cases)('logs "%s"', async (text, act) => {
      await store.addItem(inStock(2).item.id);
      await store.addVoucher('VIP25');
      const before = store.toJSON();
      const broken = failingStore();
      await expect(act(broken, before.selection?.items[0]?.line ?? '')).resolves.toBeFalsy();
      expect(logged).toHaveBeenCalledTimes(1);
      expect(logged).toHaveBeenCalledWith(text, expect.any(GatewayError));
      expect(broken.toJSON()).toEqual(before);
      expect(await shop.gateway.get()).toEqual(before.selection);
    });

    it('logs the backend’s own refusals the same way: an unknown voucher, a bad email', async () => {
      await store.load();
      const before = store.toJSON();
      await expect(store.addVoucher('NOPE')).resolves.toBe(false);
      await expect(store.setEmail('not an email')).resolves.toBe(false);
      expect(logged.mock.calls.map(([text]) => text)).toEqual([
        "Couldn't addVoucher",
        "Couldn't setEmail",
      ]);
      expect(store.toJSON()).toEqual(before);
    });

    it('logs the backend’s 409 over-stock refusal and keeps the cart', async () => {
      const { item, stock } = inStock(1);
      await store.addItem(item.id, stock);
      const before = store.toJSON();
      await expect(store.addItem(item.id)).resolves.toBe(false);
      const [text, error] = logged.mock.calls[0] ?? [];
      expect(text).toBe("Couldn't addItem");
      expect((error as GatewayError).status).toBe(409);
      expect(store.toJSON()).toEqual(before);
    });
  });

  describe('adding within the stock (docs/product.md#adding-to-cart)', () => {
    it('refuses without a call when the pieces asked for plus those in the cart pass it', async () => {
      const { item, stock } = inStock(2);
      await store.addItem(item.id, stock - 1);
      const add = vi.spyOn(shop.gateway, 'addItem');
      await expect(store.addWithinStock(item.id, 2, stock)).resolves.toEqual({
        kind: 'over-limit',
      });
      expect(add).not.toHaveBeenCalled();
      const added = await store.addWithinStock(item.id, 1, stock);
      expect(added.kind).toBe('added');
      expect(store.quantityInCart(item.id)).toBe(stock);
    });

    it('tells the buy buttons whether an add fits the stock beside what the cart holds', async () => {
      const { item, stock } = inStock(2);
      expect(store.allowsAdd(item.id, stock, stock)).toBe(true);
      expect(store.allowsAdd(item.id, stock + 1, stock)).toBe(false);
      await store.addItem(item.id, stock - 1);
      expect(store.allowsAdd(item.id, 1, stock)).toBe(true);
      expect(store.allowsAdd(item.id, 2, stock)).toBe(false);
    });

    it('reports the backend’s 409 as over the limit when the stock it was told was stale', async () => {
      const { item, stock } = inStock(1);
      await expect(store.addWithinStock(item.id, stock + 1, stock + 5)).resolves.toEqual({
        kind: 'over-limit',
      });
      expect(logged).toHaveBeenCalledWith("Couldn't addItem", expect.any(GatewayError));
      await expect(failingStore().addWithinStock(item.id, 1, stock)).resolves.toEqual({
        kind: 'failed',
      });
    });

    it('runs changes one at a time, in the order asked', async () => {
      const { item, stock } = inStock(3);
      const clicks = Array.from({ length: stock + 3 }, () =>
        store.addWithinStock(item.id, 1, stock),
      );
      expect(store.isUpdating).toBe(true);
      expect(shop.container.get(CartCalls).pendingChanges).toBe(stock + 3);
      const outcomes = (await Promise.all(clicks)).map((outcome) => outcome.kind);
      expect(outcomes).toEqual([
        ...Array<string>(stock).fill('added'),
        ...Array<string>(3).fill('over-limit'),
      ]);
      expect(store.quantityInCart(item.id)).toBe(stock);
      expect(logged).not.toHaveBeenCalled();
      expect(store.isUpdating).toBe(false);
    });

    it('lets a fetch asked after a change see that change', async () => {
      const { item } = inStock();
      const adding = store.addItem(item.id);
      const loading = store.load();
      await Promise.all([adding, loading]);
      expect(store.quantityInCart(item.id)).toBe(1);
    });
  });

  describe('what the cart panel shows (docs/product.md#cart-data)', () => {
    it('hides REP lines from the panel and the count, not from the stock count', () => {
      store.hydrate({
        selection: cartWith(cartLine('PL-1', 2), { ...cartLine('REP-9', 1), item: 'PL-1' }),
      });
      expect(store.lines.map((line) => line.sku)).toEqual(['PL-1']);
      expect(store.itemCount).toBe(2);
      expect(store.quantityInCart('PL-1')).toBe(3);
    });
  });

  it('writes its state to JSON and reads it back on a fresh store (docs/architecture.md#stores)', async () => {
    const { item } = inStock(2);
    await store.addItem(item.id, 2);
    await store.addVoucher('LERA10');
    const fresh = new CartStore(shop.gateway, new CartCalls(new MemoryCheckoutWidget()));
    fresh.hydrate(JSON.parse(JSON.stringify(store.toJSON())));
    expect(fresh.toJSON()).toEqual(store.toJSON());
    expect(fresh.lines).toEqual(store.lines);
  });
});

describe('CartStore under rapid concurrent clicks (docs/product.md#adding-to-cart), property', () => {
  let shop: CartShop;

  beforeAll(async () => {
    shop = await cartShop();
  });

  afterEach(() => vi.restoreAllMocks());

  /** The shop's cart, each call held back until the scheduler lets it through. */
  function scheduled(s: fc.Scheduler): CartGateway {
    return new Proxy(shop.gateway, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        return async (...args: unknown[]) => {
          await s.schedule(Promise.resolve(), String(property));
          return (value as (...inner: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  }

  const click = fc.tuple(fc.nat(2), fc.integer({ min: 1, max: 4 }));

  test.prop([fc.scheduler(), fc.array(click, { minLength: 1, maxLength: 12 })], { numRuns: 60 })(
    'never pass the stock, and leave what one-at-a-time adds would',
    async (s, clicks) => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await shop.gateway.create();
      const low = shop.items.filter(({ stock }) => stock >= 1 && stock <= 6).slice(0, 3);
      const store = new CartStore(scheduled(s), new CartCalls(new MemoryCheckoutWidget()));
      const fired: { target: (typeof low)[number]; quantity: number; outcome: Promise<string> }[] =
        [];
      const clicked = clicks.map(([which, quantity]) =>
        s.schedule(Promise.resolve(), 'click').then(() => {
          const target = low[which % low.length];
          if (!target) throw new Error('No low-stock items seeded');
          const outcome = store.addWithinStock(target.item.id, quantity, target.stock);
          fired.push({ target, quantity, outcome: outcome.then(({ kind }) => kind) });
          return outcome;
        }),
      );
      await s.waitFor(Promise.all(clicked));

      const model = new Map<string, number>();
      for (const { target, quantity, outcome } of fired) {
        const held = model.get(target.item.id) ?? 0;
        const fits = held + quantity <= target.stock;
        if (fits) model.set(target.item.id, held + quantity);
        expect(await outcome).toBe(fits ? 'added' : 'over-limit');
      }
      const backend = await shop.gateway.get();
      for (const { item, stock } of low) {
        expect(store.quantityInCart(item.id)).toBe(model.get(item.id) ?? 0);
        expect(store.quantityInCart(item.id)).toBeLessThanOrEqual(stock);
      }
      expect(store.selection?.items ?? []).toEqual(backend.items);
      expect(logged).not.toHaveBeenCalled();
    },
  );
});
