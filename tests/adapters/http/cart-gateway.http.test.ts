import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpCartGateway } from '@/adapters/http/cart-gateway.http';
import { createCommerceHttp } from '@/adapters/http/commerce-client';
import { CART_TOKEN_HEADER, CHECKOUT_EMAIL_HEADER } from '@/adapters/http/schemas/cart.schema';
import { MemoryKeyValueStorage } from '@/adapters/memory/key-value-storage.memory';
import { CART_STORAGE_KEY } from '@/adapters/shared/cart-storage-key';
import type { SeenRequest } from '../../../stub-backend/app';
import { startStubBackend, type RunningStub } from '../../../stub-backend/serve';
import { movableSite, plentiful } from '../../contract/support/cart-picks';
import { json, startScriptedServer, type ScriptedServer } from '../../support/scripted-server';

describe('HttpCartGateway on the wire (docs/product.md#commerce-backend)', () => {
  let stub: RunningStub;
  let storage: MemoryKeyValueStorage;
  const site = movableSite();
  const gateway = () =>
    new HttpCartGateway(
      createCommerceHttp({ apiBase: `${stub.base}/api`, timeoutMs: 2000 }, site),
      storage,
    );
  const cartCalls = () => stub.seen.filter((request) => request.path.startsWith('/api/cart'));
  const last = (): SeenRequest => cartCalls().at(-1)!;
  const line = (request: SeenRequest) => `${request.method} ${request.path}`;

  beforeAll(async () => {
    stub = await startStubBackend();
  });
  afterAll(() => stub.close());
  beforeEach(() => {
    stub.seen.length = 0;
    storage = new MemoryKeyValueStorage();
    site.site = { country: 'se', language: 'sv' };
  });

  it('creates a cart first, keeps its token under `cart` and sends it on every call', async () => {
    const shop = gateway();
    await shop.get();
    await shop.get();
    const [create, get] = cartCalls();
    expect(cartCalls().map(line)).toEqual(['POST /api/cart/', 'GET /api/cart/']);
    expect(create!.headers[CART_TOKEN_HEADER]).toBeUndefined();
    const token = storage.get(CART_STORAGE_KEY);
    expect(token).toMatch(/\S/);
    expect(get!.headers[CART_TOKEN_HEADER]).toBe(token);
  });

  it('answers a first visit’s fetch with the cart it creates, with no GET after the POST', async () => {
    const cart = await gateway().get();
    expect(cartCalls().map(line)).toEqual(['POST /api/cart/']);
    expect(cart.items).toEqual([]);
    expect(cart).toEqual(await gateway().get());
  });

  it('finds the same cart after a reload, without creating another', async () => {
    await gateway().addItem(plentiful().item.id);
    stub.seen.length = 0;
    const cart = await gateway().get();
    expect(cartCalls().map(line)).toEqual(['GET /api/cart/']);
    expect(cart.items.map((item) => item.item)).toEqual([plentiful().item.id]);
  });

  it('replaces a cart the backend no longer knows with a new one and keeps its token', async () => {
    storage.set(CART_STORAGE_KEY, 'cart-gone');
    const cart = await gateway().get();
    expect(cart.items).toEqual([]);
    expect(last().headers[CART_TOKEN_HEADER]).toBe('cart-gone');
    expect(storage.get(CART_STORAGE_KEY)).not.toBe('cart-gone');
    expect(storage.get(CART_STORAGE_KEY)).toMatch(/\S/);
  });

  it('opens one cart for calls made at once', async () => {
    const shop = gateway();
    await Promise.all([shop.get(), shop.get(), shop.setCountryLanguage()]);
    expect(cartCalls().filter((request) => request.method === 'POST')).toHaveLength(1);
    const tokens = new Set(
      cartCalls()
        .slice(1)
        .map((r) => r.headers[CART_TOKEN_HEADER]),
    );
    expect(tokens.size).toBe(1);
  });

  it('sends the site’s country and language on every cart call', async () => {
    site.site = { country: 'no', language: 'en' };
    const shop = gateway();
    await shop.get();
    await shop.setCountryLanguage();
    for (const request of cartCalls()) {
      expect(request.query, line(request)).toMatchObject({ country: 'no', language: 'en' });
    }
    expect(line(last())).toBe('PUT /api/cart/country-language/');
  });

  it('adds with quantity 1 by default and changes a line by its id', async () => {
    const shop = gateway();
    const id = plentiful().item.id;
    const { line: added } = await shop.addItem(id);
    expect(line(last())).toBe(`POST /api/cart/item/${id}/quantity/1`);
    await shop.addItem(id, 2);
    expect(line(last())).toBe(`POST /api/cart/item/${id}/quantity/2`);
    await shop.updateQuantity(added.line, 0);
    expect(line(last())).toBe(`PUT /api/cart/item/${added.line}/quantity/0`);
  });

  it('adds and removes vouchers by code, escaped in the path', async () => {
    const shop = gateway();
    await shop.addVoucher('LERA10');
    expect(line(last())).toBe('POST /api/cart/vouchers/LERA10');
    await shop.removeVoucher('LERA10');
    expect(line(last())).toBe('DELETE /api/cart/vouchers/LERA10');
    const refusal = await shop.addVoucher('A B/C').catch((error: unknown) => error);
    expect(last().path).toMatch(/^\/api\/cart\/vouchers\/[^/]+$/);
    expect(refusal).toMatchObject({ status: 400 });
    expect((refusal as { details: { responseText: string } }).details.responseText).toContain(
      'A B/C',
    );
  });

  it('puts the checkout update’s country in the path and the email in a header', async () => {
    const shop = gateway();
    await shop.checkoutUpdate('NO', 'kund@example.se');
    expect(line(last())).toBe('PUT /api/cart/checkout-update/NO');
    expect(last().headers[CHECKOUT_EMAIL_HEADER]).toBe('kund@example.se');
    await shop.checkoutUpdate();
    expect(line(last())).toBe('PUT /api/cart/checkout-update/');
    expect(last().headers[CHECKOUT_EMAIL_HEADER]).toBeUndefined();
  });

  it('sends checkout fields, the email and the payment result as JSON bodies', async () => {
    const shop = gateway();
    await shop.checkoutFields({ newsletter: true, address: { firstName: 'Greta' } });
    expect(line(last())).toBe('PUT /api/cart/checkout-fields/');
    expect(JSON.parse(last().body)).toEqual({ newsletter: true, address: { firstName: 'Greta' } });
    await shop.setEmail('greta@example.se');
    expect(line(last())).toBe('PUT /api/cart/email');
    expect(JSON.parse(last().body)).toEqual({ email: 'greta@example.se' });
    await shop.addItem(plentiful().item.id);
    await shop.paymentFields();
    expect(line(last())).toBe('GET /api/cart/payment/fields/');
    const { order } = await shop.paymentResult({ success: true, provider: 'fake' });
    expect(line(last())).toBe('POST /api/cart/payment-result');
    expect(JSON.parse(last().body)).toEqual({ success: true, provider: 'fake' });
    expect(order?.items.map((item) => item.item)).toEqual([plentiful().item.id]);
  });

  it('starts a new cart on create even with a token kept', async () => {
    const shop = gateway();
    await shop.addItem(plentiful().item.id);
    const before = storage.get(CART_STORAGE_KEY);
    stub.seen.length = 0;
    expect((await shop.create()).items).toEqual([]);
    expect(line(last())).toBe('POST /api/cart/');
    expect(last().headers[CART_TOKEN_HEADER]).toBeUndefined();
    expect(storage.get(CART_STORAGE_KEY)).not.toBe(before);
  });
});

describe('HttpCartGateway over a scripted backend', () => {
  let server: ScriptedServer;
  const storage = new MemoryKeyValueStorage({ [CART_STORAGE_KEY]: 'kept' });
  const gateway = () =>
    new HttpCartGateway(
      createCommerceHttp({ apiBase: `${server.base}/api`, timeoutMs: 300 }, movableSite()),
      storage,
    );
  const totals = {
    totalQuantity: 1,
    shippingPrice: '59 kr',
    shippingPriceAsNumber: 59,
    grandTotalPrice: '408 kr',
  };
  const item = {
    item: 1001,
    line: 'abc',
    sku: 'LERA-1',
    quantity: 1,
    size: null,
    productName: 'Tallrik',
    brandName: null,
    priceEachAsNumber: 349,
    totalPrice: '349 kr',
    totalPriceBeforeDiscount: '349 kr',
    anyDiscount: false,
  };
  const product = {
    name: 'Tallrik',
    mother_sku_value: 'LERA',
    productSku: 'LERA-1',
    canonicalUri: 'servering/tallrik',
    uri: 'tallrik',
    media: { full: ['/full.jpg'] },
    items: [
      { item: 1000, stockByMarket: { 1: 99 } },
      { item: 1001, stockByMarket: { 1: 4, 2: 0 } },
    ],
    localized: { en: { name: 'Plate', silkVariantName: null } },
  };

  beforeAll(async () => {
    server = await startScriptedServer();
  });
  afterAll(() => server.close());

  it('maps the wire names of docs/product.md#cart-data: ids to text, nulls to blanks, the line’s own stock', async () => {
    server.answer(json(200, { items: [{ ...item, _product: product }], totals }));
    const cart = await gateway().get();
    expect(cart.items[0]).toMatchObject({ item: '1001', size: '', brandName: '' });
    expect(cart.items[0]?.product).toMatchObject({
      motherSku: 'LERA',
      image: '/full.jpg',
      stockByMarket: { 1: 4, 2: 0 },
      localized: { en: { name: 'Plate', variantName: '' } },
    });
    expect(cart.vouchers).toEqual([]);
    expect(cart.checkout).toBeUndefined();
  });

  it('turns an add naming a line the cart lacks into invalid-response', async () => {
    server.answer(json(200, { items: [item], totals, line: 'other' }));
    await expect(gateway().addItem('1001')).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('turns a product without its mother sku into invalid-response', async () => {
    const { mother_sku_value: _dropped, ...broken } = product;
    server.answer(json(200, { items: [{ ...item, _product: broken }], totals }));
    await expect(gateway().get()).rejects.toMatchObject({ kind: 'invalid-response', status: 200 });
  });

  it('turns a new cart without a token into invalid-response', async () => {
    server.answer(json(200, { items: [], totals: { ...totals, totalQuantity: 0 } }));
    await expect(gateway().create()).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('keeps the refusal text of a status error, a 409 as over stock', async () => {
    server.answer(json(409, { errors: { quantity: 'Only 2 left' } }));
    await expect(gateway().updateQuantity('abc', 5)).rejects.toMatchObject({
      kind: 'cart/over-stock',
      status: 409,
      details: { responseText: '{"errors":{"quantity":"Only 2 left"}}' },
    });
  });
});
