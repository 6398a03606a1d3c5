import fc from 'fast-check';
import type { Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FaultPort } from '@/adapters/memory/faults/fault-plan';
import { KeyValueStorage } from '@/application/shared/key-value-storage.port';
import { AccountRequestError } from '@/application/account/account.errors';
import { AccountStore } from '@/application/account/account.store';
import { OrderHistoryStore } from '@/application/account/order-history.store';
import { CartStore } from '@/application/cart/cart.store';
import { ContentStore } from '@/application/content/content.store';
import { ProductStoriesStore } from '@/application/content/product-stories.store';
import { ResponseCacheStore } from '@/application/catalogue/response-cache.store';
import { SearchStore } from '@/application/search/search.store';
import { StartUp } from '@/application/site/start-up';
import { LOGGED_OUT_ACCOUNT } from '@/domain/account/account';
import { DEMO_SHOPPER } from '@/adapters/memory/seed/accounts.seed';
import { testContainer } from '../support/test-container';

/**
 * Fuzzed responses, one layer up: whatever set of ports answers `invalid-response`
 * (the kind the HTTP adapters raise for a malformed body, faked here by the QA fault switch),
 * no store action rejects or throws; the outcome (docs/product.md#errors) happens instead. Login
 * and register are the exception docs/product.md#errors names: they reject with an error wrapping
 * the original.
 */
const PORTS: readonly FaultPort[] = ['cart', 'catalog', 'market', 'account', 'content', 'search'];

type Step = (shop: Container) => Promise<unknown>;

const steps: Record<string, Step> = {
  startUp: (shop) => shop.get(StartUp).run({ pathname: '/se', search: '', query: {} }),
  cartLoad: (shop) => shop.get(CartStore).load(),
  cartAdd: (shop) => shop.get(CartStore).addWithinStock('1', 1, 5),
  cartUpdate: (shop) => shop.get(CartStore).updateQuantity('00000001', 2),
  cartVoucher: (shop) => shop.get(CartStore).addVoucher('LERA10'),
  cartCountry: (shop) => shop.get(CartStore).setCountryLanguage(),
  search: (shop) => shop.get(SearchStore).searchFor('tallrik'),
  searchMore: (shop) => shop.get(SearchStore).loadMore(),
  content: (shop) => shop.get(ContentStore).load('sv'),
  contentPage: (shop) => shop.get(ContentStore).loadPage(''),
  sizeGuide: (shop) => shop.get(ProductStoriesStore).loadSizeGuide('plates'),
  notFound: (shop) => shop.get(ContentStore).loadNotFound(),
  accountRestore: (shop) => shop.get(AccountStore).restore(),
  accountLoad: (shop) => shop.get(AccountStore).loadAccount(),
  accountOrders: (shop) => shop.get(OrderHistoryStore).loadOrders(),
  accountUpdate: (shop) => shop.get(AccountStore).updateDetails({ city: 'Lund' }),
  cacheProduct: (shop) => shop.get(ResponseCacheStore).productByUri('fuzz-product'),
  cacheCategories: (shop) => shop.get(ResponseCacheStore).categories(),
};

beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterAll(() => {
  vi.restoreAllMocks();
});

describe('stores over gateways that answer invalid-response (docs/reliability.md#fuzzed-responses)', () => {
  it('never let a store action reject or throw', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.subarray([...PORTS], { minLength: 1 }),
        fc.array(fc.constantFrom(...Object.keys(steps)), { minLength: 1, maxLength: 12 }),
        async (broken, names) => {
          const faults = Object.fromEntries(broken.map((port) => [port, { kind: 'invalid' }]));
          const shop = await testContainer({ config: { faults: { faults, latencyMs: 0 } } });
          shop.get<KeyValueStorage>(KeyValueStorage).set('token', 'fuzz-token');
          for (const name of names) {
            const outcome = await steps[name]!(shop).then(
              () => 'resolved',
              (error: unknown) => `rejected: ${String(error)}`,
            );
            expect(outcome, name).toBe('resolved');
          }
          const account = shop.get(AccountStore);
          if (broken.includes('account')) {
            await account.restore();
            expect(account.account).toEqual(LOGGED_OUT_ACCOUNT);
            await expect(
              account.login({ email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password }),
            ).rejects.toBeInstanceOf(AccountRequestError);
          }
          if (broken.includes('cart')) {
            expect(shop.get(CartStore).lines).toEqual([]);
          }
          if (broken.includes('catalog')) {
            const entry = await shop.get(ResponseCacheStore).categories();
            expect(entry.status).toBe('error');
          }
          if (broken.includes('market')) {
            const outcome = await shop.get(StartUp).run({ pathname: '/se', search: '', query: {} });
            expect(outcome.kind).toBe('error');
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});
