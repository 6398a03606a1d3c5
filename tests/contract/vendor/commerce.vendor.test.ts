import { describe, expect, it } from 'vitest';
import { createAccountHttp } from '@/adapters/http/account-client';
import { HttpAccountGateway } from '@/adapters/http/account-gateway.http';
import { HttpCartGateway } from '@/adapters/http/cart-gateway.http';
import { HttpCatalogueGateway } from '@/adapters/http/catalogue-gateway.http';
import { createCommerceHttp } from '@/adapters/http/commerce-client';
import { HttpMarketingGateway } from '@/adapters/http/marketing-gateway.http';
import { MemoryKeyValueStorage } from '@/adapters/memory/key-value-storage.memory';
import { CART_STORAGE_KEY } from '@/adapters/shared/cart-storage-key';
import { replayForThisFile, type ReplayRoute } from '../support/replay-server';
import { CONTRACT_TIMEOUT_MS, siteContext } from '../support/sides';
import {
  CART_WITHOUT_DISCOUNT,
  LOGIN_ANSWER,
  ORDER,
  PAYMENT_RESULT,
  PRODUCT,
} from './centra.fixtures';
import { SUBSCRIBED_AS_ACCEPTED, SUBSCRIBED_TO_DOUBLE_OPT_IN } from './klaviyo.fixtures';

const replay = replayForThisFile();

const answering = async (routes: readonly ReplayRoute[]) => `${(await replay(routes)).base}/api`;

async function cartAnswering(routes: readonly ReplayRoute[]) {
  const storage = new MemoryKeyValueStorage();
  storage.set(CART_STORAGE_KEY, CART_WITHOUT_DISCOUNT.token);
  const http = createCommerceHttp(
    { apiBase: await answering(routes), timeoutMs: CONTRACT_TIMEOUT_MS },
    siteContext(),
  );
  return new HttpCartGateway(http, storage);
}

async function accountAnswering(routes: readonly ReplayRoute[]) {
  const accountBase = await answering(routes);
  return new HttpAccountGateway(createAccountHttp({ accountBase, timeoutMs: CONTRACT_TIMEOUT_MS }));
}

describe("the commerce platform's documented answers, as the shop's backend passes them on", () => {
  it('reads a cart whose discount totals are false as a cart without a discount', async () => {
    const gateway = await cartAnswering([
      { method: 'GET', path: '/api/cart/', answer: { body: CART_WITHOUT_DISCOUNT } },
    ]);
    const cart = await gateway.get();
    expect(cart.totals).toEqual({
      totalQuantity: 2,
      shippingPrice: '49.00\u00a0SEK',
      shippingPriceAsNumber: 49,
      grandTotalPrice: '647.00\u00a0SEK',
      itemsTotalPriceAsNumber: 598,
      totalDiscountPrice: undefined,
      totalDiscountPriceAsNumber: 0,
      grandTotalPriceAsNumber: 647,
    });
    expect(cart.items).toMatchObject([
      { item: '1-1', size: '', productName: 'Djup tallrik', quantity: 2, anyDiscount: false },
    ]);
    expect(cart.items[0]?.product?.image).toBeUndefined();
  });

  it("reads the payment result's order: false for no discount, the street from address1 and 2", async () => {
    const gateway = await cartAnswering([
      { method: 'POST', path: '/api/cart/payment-result', answer: { body: PAYMENT_RESULT } },
    ]);
    const result = await gateway.paymentResult({ success: true });
    expect(result.order).toMatchObject({
      order: '61',
      currency: 'SEK',
      totals: { totalDiscountPriceAsNumber: 0, grandTotalPriceAsNumber: 647 },
      address: {
        firstName: 'Astrid',
        street: 'Storgatan 1, Lgh 1102',
        city: 'Höganäs',
        country: 'SE',
        zipCode: '26331',
        state: '',
      },
    });
    expect(result.order?.address).not.toHaveProperty('address1');
  });

  it("greets a shopper by the first name the platform's login gives in loggedIn", async () => {
    const gateway = await accountAnswering([
      { method: 'POST', path: '/api/account/login', answer: { body: LOGIN_ANSWER } },
    ]);
    await expect(gateway.login({ email: 'astrid@example.se', password: 'x' })).resolves.toEqual({
      isLoggedIn: true,
      token: LOGIN_ANSWER.token,
      firstName: 'Astrid',
    });
  });

  it("reads a past order whose discount is false, with the platform's address", async () => {
    const gateway = await accountAnswering([
      { method: 'GET', path: '/api/account/orders/61', answer: { body: ORDER } },
    ]);
    const order = await gateway.order(LOGIN_ANSWER.token, '61');
    expect(order).toMatchObject({
      order: '61',
      status: 'progress',
      date: '2026-11-28 14:42:11',
      totals: { totalDiscountPriceAsNumber: 0 },
      address: { street: 'Storgatan 1, Lgh 1102' },
    });
  });
});

describe("the commerce platform's product, in the backend's shape", () => {
  it('leaves out a pricelist without a price, and reads an empty stock map written as []', async () => {
    const apiBase = await answering([
      { method: 'GET', path: '/api/products/uri/djup-tallrik-earth', answer: { body: PRODUCT } },
    ]);
    const http = createCommerceHttp({ apiBase, timeoutMs: CONTRACT_TIMEOUT_MS }, siteContext());
    const product = await new HttpCatalogueGateway(http).productByUri('djup-tallrik-earth');
    expect(Object.keys(product.pricesByPricelist)).toEqual(['19']);
    expect(product.pricesByPricelist['19']).toMatchObject({
      priceAsNumber: 299,
      discountPercent: 0,
    });
    expect(product.items).toEqual([
      { id: '24379-130563', sku: 'LERA-DT-EARTH-1', size: '', stockByMarket: {} },
    ]);
  });
});

describe("the marketing service's documented answers, passed on by the shop's backend", () => {
  const marketingAnswering = async (path: string, answer: ReplayRoute['answer']) => {
    const apiBase = await answering([{ method: 'POST', path, answer }]);
    const http = createCommerceHttp({ apiBase, timeoutMs: CONTRACT_TIMEOUT_MS }, siteContext());
    return new HttpMarketingGateway(http, siteContext());
  };

  it('counts a back-in-stock 202 without a body as a subscription', async () => {
    const gateway = await marketingAnswering(
      '/api/klaviyo/back-in-stock-subscription/astrid%40example.se',
      SUBSCRIBED_AS_ACCEPTED,
    );
    await expect(gateway.subscribeBackInStock('astrid@example.se', '1-1')).resolves.toBe(true);
  });

  it.each([
    ['202 without a body', SUBSCRIBED_AS_ACCEPTED],
    ['a double opt-in list’s []', SUBSCRIBED_TO_DOUBLE_OPT_IN],
  ])('takes a newsletter sign-up answered with %s', async (_name, answer) => {
    const gateway = await marketingAnswering(
      '/api/klaviyo/newsletter-subscribe/astrid%40example.se',
      answer,
    );
    await expect(gateway.subscribeNewsletter('astrid@example.se', 'XyZ12a')).resolves.toBe(
      undefined,
    );
  });
});
