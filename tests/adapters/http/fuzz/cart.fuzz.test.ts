import type * as z from 'zod/mini';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpCartGateway } from '@/adapters/http/cart-gateway.http';
import { HttpCatalogueGateway } from '@/adapters/http/catalogue-gateway.http';
import {
  cartAdditionSchema,
  cartSchema,
  createdCartSchema,
  paymentFieldsSchema,
  paymentResultSchema,
} from '@/adapters/http/schemas/cart.schema';
import { MemoryKeyValueStorage } from '@/adapters/memory/key-value-storage.memory';
import { CART_STORAGE_KEY } from '@/adapters/shared/cart-storage-key';
import {
  FuzzWire,
  fuzzAdapter,
  fuzzExtraFields,
  recorded,
  type FuzzedCall,
  FUZZ_TIMEOUT_MS,
} from './fuzz-harness';
import { swedishCommerceHttp } from './site';

const wire = new FuzzWire();
const http = swedishCommerceHttp(wire);
/** A gateway that already holds a cart token, so each case is one request. */
const fresh = () => {
  const storage = new MemoryKeyValueStorage();
  storage.set(CART_STORAGE_KEY, 'fuzz-cart');
  return new HttpCartGateway(http, storage);
};
let calls: FuzzedCall<HttpCartGateway>[];

beforeAll(async () => {
  const products = await new HttpCatalogueGateway(http).products();
  const item = products
    .flatMap((product) => product.items)
    .find((candidate) => Object.values(candidate.stockByMarket).every((stock) => stock > 5))!;
  const shopper = new HttpCartGateway(http, new MemoryKeyValueStorage());
  const withoutToken = () => new HttpCartGateway(http, new MemoryKeyValueStorage());
  const call = (
    name: string,
    run: (g: HttpCartGateway) => Promise<unknown>,
    schema: z.ZodMiniType = cartSchema,
  ) => recorded(wire, shopper, name, run, schema);
  calls = [
    await recorded(wire, withoutToken(), 'create', (g) => g.create(), createdCartSchema),
    await call('addItem', (g) => g.addItem(item.id, 1), cartAdditionSchema),
    await call('get', (g) => g.get()),
    await call('addVoucher', (g) => g.addVoucher('LERA10')),
    await call('removeVoucher', (g) => g.removeVoucher('LERA10')),
    await call('checkoutUpdate', (g) => g.checkoutUpdate('SE', 'fuzz@example.com')),
    await call('checkoutFields', (g) => g.checkoutFields({ comment: 'fuzz' })),
    await call('setEmail', (g) => g.setEmail('fuzz@example.com')),
    await call('setCountryLanguage', (g) => g.setCountryLanguage()),
    await call('paymentFields', (g) => g.paymentFields(), paymentFieldsSchema),
    await call('updateQuantity', (g) => g.updateQuantity('00000001', 2)),
    await call('paymentResult', (g) => g.paymentResult({ success: true }), paymentResultSchema),
  ];
});

describe(
  'HttpCartGateway on fuzzed bodies (docs/reliability.md#fuzzed-responses)',
  { timeout: FUZZ_TIMEOUT_MS },
  () => {
    it('answers 1,300 generated bodies with the cart or invalid-response, nothing else', async () => {
      const figures = await fuzzAdapter(calls, wire, fresh, 1_300);
      console.info('cart fuzz', figures);
      expect(figures.malformed).toBeGreaterThanOrEqual(1_000);
    });

    it('ignores extra fields', async () => {
      await fuzzExtraFields(calls, wire, fresh, 100);
    });
  },
);
