import { describe, expect, it } from 'vitest';
import type { CartGateway } from '@/application/cart/cart-gateway.port';
import { GatewayError } from '@/application/shared/gateway-error';
import type { SiteContext } from '@/application/shared/site-context.port';
import { visibleLines } from '@/domain/cart/cart-lines';
import { lineStock, productNameIn } from '@/domain/cart/cart-product';
import { roundToHundredths } from '@/domain/money/amount-format';
import { formatPrice } from '@/domain/money/price-format';
import {
  marketOf,
  movableSite,
  otherPlentiful,
  pickItem,
  plentiful,
  soldOut,
  sparePart,
  SWEDEN,
} from './support/cart-picks';

export type MakeCartGateway = (site: SiteContext) => Promise<CartGateway>;

/** A refusal: a `status` GatewayError whose text is the backend's JSON naming the field. */
export async function expectRefusal(call: Promise<unknown>, status: number, field: string) {
  return refusalBody(call, { kind: 'status', status }, field);
}

/** More pieces than in stock: the port's own kind, the backend's JSON naming the quantity. */
export async function expectOverStock(call: Promise<unknown>) {
  return refusalBody(call, { kind: 'cart/over-stock' }, 'quantity');
}

async function refusalBody(call: Promise<unknown>, expected: object, field: string) {
  const error: unknown = await call.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(GatewayError);
  expect(error).toMatchObject(expected);
  const text = (error as GatewayError).details.responseText ?? '';
  expect(JSON.parse(text)).toMatchObject({ errors: { [field]: expect.any(String) } });
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * What every CartGateway does over the seeded shop, whichever side of the port it is on
 * (docs/architecture.md#contract-suites): lines, stock and the cart's identity. Checkout calls are
 * in `cart-checkout.contract.ts`.
 */
export function describeCartGateway(name: string, makeGateway: MakeCartGateway) {
  const swedish = () => makeGateway(movableSite());
  const sek = marketOf(SWEDEN);
  const write = (amount: number) => formatPrice(amount, sek.pricelist.currency, SWEDEN);

  describe(`CartGateway contract, lines: ${name}`, () => {
    it('gives a new shopper an empty cart in the site’s market, and keeps it', async () => {
      const gateway = await swedish();
      const cart = await gateway.get();
      expect(cart.items).toEqual([]);
      expect(cart.totals).toMatchObject({
        totalQuantity: 0,
        shippingPriceAsNumber: 0,
        grandTotalPrice: write(0),
      });
      expect(cart.currency).toBe('SEK');
      expect(cart.checkout).toMatchObject({ country: 'SE', language: 'sv', fields: {} });
      await gateway.addItem(plentiful().item.id);
      expect((await gateway.get()).items).toHaveLength(1);
    });

    it('adds one piece by default, priced from the pricelist, with its product', async () => {
      const seed = plentiful();
      const { cart, line } = await (await swedish()).addItem(seed.item.id);
      expect(cart.items).toEqual([line]);
      expect(line).toMatchObject({
        item: seed.item.id,
        sku: seed.item.sku,
        quantity: 1,
        size: seed.item.size,
        productName: seed.product.name.sv,
        brandName: seed.product.brandName,
        priceEachAsNumber: seed.price.priceAsNumber,
        totalPrice: write(seed.price.priceAsNumber),
      });
      expect(line.product).toMatchObject({
        motherSku: seed.product.motherSku,
        productSku: seed.product.sku,
        uri: seed.product.uri,
        image: seed.product.media[0]?.url,
      });
      expect(line.product?.canonicalUri.endsWith(`/${seed.product.uri}`)).toBe(true);
      expect(lineStock(line, sek.market.id)).toBe(seed.stock);
      expect(productNameIn(line.product!, 'en')).toEqual({
        name: seed.product.name.en,
        variantName: seed.product.silkVariantName.en,
      });
      expect(cart.totals.totalQuantity).toBe(1);
    });

    it('adds more of an item to the line already holding it', async () => {
      const seed = plentiful();
      const gateway = await swedish();
      const first = await gateway.addItem(seed.item.id, 2);
      const second = await gateway.addItem(seed.item.id, 1);
      expect(second.line.line).toBe(first.line.line);
      expect(second.cart.items).toHaveLength(1);
      expect(second.line.quantity).toBe(3);
      expect(second.line.totalPrice).toBe(write(roundToHundredths(seed.price.priceAsNumber * 3)));
    });

    it('refuses more pieces than the market has as over stock, and keeps the cart', async () => {
      const seed = plentiful();
      const gateway = await swedish();
      await gateway.addItem(seed.item.id, 2);
      const body = await expectOverStock(gateway.addItem(seed.item.id, seed.stock - 1));
      expect(body.available).toBe(seed.stock - 2);
      expect((await gateway.get()).items.map((item) => item.quantity)).toEqual([2]);
      await expectOverStock(gateway.addItem(soldOut().item.id));
    });

    it('refuses an unknown item with 404 and a quantity under one with 400', async () => {
      const gateway = await swedish();
      await expectRefusal(gateway.addItem('999999-9'), 404, 'item');
      await expectRefusal(gateway.addItem(plentiful().item.id, 0), 400, 'quantity');
      expect((await gateway.get()).items).toEqual([]);
    });

    it('keeps a REP spare-part line in the cart; only the panel hides it', async () => {
      const gateway = await swedish();
      await gateway.addItem(plentiful().item.id);
      const { cart, line } = await gateway.addItem(sparePart().item.id);
      expect(line.sku.startsWith('REP')).toBe(true);
      expect(cart.items.map((item) => item.sku)).toContain(line.sku);
      expect(cart.totals.totalQuantity).toBe(2);
      expect(visibleLines(cart).map((item) => item.sku)).not.toContain(line.sku);
    });

    it('sets a line’s quantity, and removes it at 0', async () => {
      const [one, two] = [plentiful(), otherPlentiful()];
      const gateway = await swedish();
      const { line } = await gateway.addItem(one.item.id);
      await gateway.addItem(two.item.id);
      const updated = await gateway.updateQuantity(line.line, 3);
      expect(updated.items.find((item) => item.line === line.line)?.quantity).toBe(3);
      expect(updated.totals.totalQuantity).toBe(4);
      const removed = await gateway.updateQuantity(line.line, 0);
      expect(removed.items.map((item) => item.item)).toEqual([two.item.id]);
      expect((await gateway.get()).items).toEqual(removed.items);
    });

    it('refuses an unknown line (404), too many pieces (over stock) and a negative quantity (400)', async () => {
      const seed = plentiful();
      const gateway = await swedish();
      const { line } = await gateway.addItem(seed.item.id);
      await expectRefusal(gateway.updateQuantity('no-such-line', 1), 404, 'line');
      await expectOverStock(gateway.updateQuantity(line.line, seed.stock + 1));
      await expectRefusal(gateway.updateQuantity(line.line, -1), 400, 'quantity');
      expect((await gateway.get()).items.map((item) => item.quantity)).toEqual([1]);
    });

    it('starts a new, empty cart on create, whatever the old one held', async () => {
      const gateway = await swedish();
      await gateway.addItem(plentiful().item.id);
      expect((await gateway.create()).items).toEqual([]);
      expect((await gateway.get()).items).toEqual([]);
    });

    it('writes prices, names and stock for the market of another site', async () => {
      const norway = { country: 'no', language: 'en' } as const;
      const seed = pickItem('item sold in Norway', (s) => s.stock >= 1, norway);
      const { line, cart } = await (await makeGateway(movableSite(norway))).addItem(seed.item.id);
      expect(cart.currency).toBe('NOK');
      expect(line.priceEachAsNumber).toBe(seed.price.priceAsNumber);
      expect(line.productName).toBe(seed.product.name.en);
      expect(lineStock(line, marketOf(norway).market.id)).toBe(seed.stock);
    });
  });
}
