import fc from 'fast-check';
import { reaction } from 'mobx';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryCheckoutWidget } from '@/adapters/memory/checkout-widget.memory';
import { MemoryCartGateway } from '@/adapters/memory/cart-gateway.memory';
import type { CartGateway } from '@/application/cart/cart-gateway.port';
import { CartCalls } from '@/application/cart/cart-calls';
import { CartStore } from '@/application/cart/cart.store';
import type { Cart } from '@/domain/cart/cart';
import { itemStock } from '@/domain/stock/item-stock';
import { cartShop, type CartShop } from '../../support/cart-shop';

/**
 * docs/product.md#cart-and-checkout (Concurrency): changes are serialised and every answer
 * replaces the selection. fast-check's scheduler decides when each shopper action fires and
 * when each backend answer arrives, so every run is one interleaving of actions and answers.
 */
const COUNTRIES = ['se', 'no'] as const;
const MARKET_OF = { se: '1', no: '2' } as const;

type Action =
  | { readonly kind: 'add'; readonly pick: number; readonly quantity: number }
  | { readonly kind: 'update'; readonly pick: number; readonly over: number }
  | { readonly kind: 'remove'; readonly pick: number }
  | { readonly kind: 'voucher'; readonly code: string; readonly remove: boolean }
  | { readonly kind: 'country'; readonly country: (typeof COUNTRIES)[number] };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('add'),
      pick: fc.nat(),
      quantity: fc.integer({ min: 1, max: 3 }),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('update'),
      pick: fc.nat(),
      over: fc.integer({ min: -2, max: 1 }),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('remove'), pick: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('voucher'),
      code: fc.constantFrom('LERA10', 'FRAKTFRITT', 'NOPE'),
      remove: fc.boolean(),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('country'), country: fc.constantFrom(...COUNTRIES) }),
    weight: 1,
  },
) as fc.Arbitrary<Action>;

/** The backend, with each answer held until the scheduler lets it through. */
function delayed(gateway: CartGateway, scheduler: fc.Scheduler): CartGateway {
  return new Proxy(gateway, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const settled = (value.apply(target, args) as Promise<unknown>).then(
          (answer) => ({ ok: true as const, answer }),
          (error: unknown) => ({ ok: false as const, error }),
        );
        return scheduler.schedule(settled, `${String(property)} answers`).then((outcome) => {
          if (outcome.ok) return outcome.answer;
          throw outcome.error;
        });
      };
    },
  });
}

let shop: CartShop;
/** Low-stock items (stock 1–4 in both markets) and one plentiful item, with stock by market. */
let items: { readonly id: string; readonly stock: Readonly<Record<string, number>> }[];
let interleavings = 0;

beforeAll(async () => {
  shop = await cartShop();
  const inBoth = (low: number, high: number) =>
    shop.items.filter(({ item }) =>
      Object.values(MARKET_OF).every((market) => {
        const stock = itemStock(item, market);
        return stock >= low && stock <= high;
      }),
    );
  const low = inBoth(1, 4).slice(0, 3);
  const plenty = inBoth(20, Infinity)[0];
  expect(low.length, 'the seed has low-stock items').toBeGreaterThanOrEqual(1);
  expect(plenty, 'the seed has a plentiful item').toBeDefined();
  items = [...low, plenty!].map(({ item }) => ({ id: item.id, stock: item.stockByMarket }));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => {
  vi.restoreAllMocks();
  console.info(`cart concurrency: ${interleavings} actions over the interleavings run`);
});

/** The item's stock in the current site's market: what the product page offers. */
function stockHere(id: string): number {
  const market = shop.sites.current?.market.id ?? '';
  return items.find((each) => each.id === id)?.stock[market] ?? 0;
}

/** Lines over the stock of the market the cart is in (docs/product.md#validation). */
function overStock(cart: Cart | undefined): string[] {
  const country = (cart?.checkout?.country ?? 'SE').toLowerCase() as keyof typeof MARKET_OF;
  const market = MARKET_OF[country];
  return (cart?.items ?? [])
    .filter(
      (line) => line.quantity > (items.find((each) => each.id === line.item)?.stock[market] ?? 0),
    )
    .map((line) => `${line.item} in ${country}: ${line.quantity}`);
}

describe('CartStore under random interleavings (docs/reliability.md#concurrency)', () => {
  it('ends showing the backend’s cart, and never shows a line over stock', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(action, { minLength: 1, maxLength: 10 }),
        async (scheduler, actions) => {
          shop.sites.setSite({ country: 'se', language: 'sv' });
          const backend = new MemoryCartGateway(shop.sites);
          const calls = new CartCalls(new MemoryCheckoutWidget());
          const store = new CartStore(delayed(backend, scheduler), calls);
          const seen: string[] = [];
          const stop = reaction(
            () => store.selection,
            (selection) => seen.push(...overStock(selection)),
          );
          const fire = (next: Action): Promise<unknown> => {
            const lines = store.lines;
            switch (next.kind) {
              case 'add': {
                const item = items[next.pick % items.length]!;
                return store.addWithinStock(item.id, next.quantity, stockHere(item.id));
              }
              case 'update': {
                const line = lines[next.pick % Math.max(1, lines.length)];
                if (!line) return Promise.resolve();
                const stock = stockHere(line.item);
                return store.updateQuantity(line.line, Math.max(1, stock + next.over));
              }
              case 'remove': {
                const line = lines[next.pick % Math.max(1, lines.length)];
                return line ? store.updateQuantity(line.line, 0) : Promise.resolve();
              }
              case 'voucher':
                return next.remove ? store.removeVoucher(next.code) : store.addVoucher(next.code);
              case 'country':
                shop.sites.setSite({ country: next.country, language: 'sv' });
                return store.setCountryLanguage();
            }
          };
          const done = actions.map((next, index) =>
            scheduler
              .schedule(Promise.resolve(), `shopper ${index}: ${JSON.stringify(next)}`)
              .then(() => fire(next)),
          );
          await scheduler.waitFor(Promise.all(done));
          stop();
          interleavings += actions.length;

          expect(calls.pendingChanges).toBe(0);
          expect(seen, 'a line over stock was shown').toEqual([]);
          expect(overStock(await backend.get()), 'the backend holds a line over stock').toEqual([]);
          if (store.selection !== undefined) {
            expect(store.selection).toEqual(await backend.get());
          } else {
            expect((await backend.get()).items).toEqual([]);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
