import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryCartGateway } from '@/adapters/memory/cart-gateway.memory';
import { FAKE_CHECKOUT_SCRIPT_MARKER } from '@/adapters/memory/cart-payment-form';
import { CartState, OrderNumbers } from '@/adapters/memory/cart-state';
import { MemoryKeyValueStorage } from '@/adapters/memory/key-value-storage.memory';
import {
  FIRST_ORDER_NUMBER,
  ORDER_NUMBER_PREFIX,
  seededDeliveryOptions,
  seededShipping,
  seededVatRates,
  seededVouchers,
} from '@/adapters/memory/seed/checkout.seed';
import { CART_STORAGE_KEY } from '@/adapters/shared/cart-storage-key';
import type { Cart } from '@/domain/cart/cart';
import { roundToHundredths } from '@/domain/money/amount-format';
import {
  movableSite,
  plentiful,
  seedItems,
  type SeedItem,
} from '../../contract/support/cart-picks';

/** What the cart should hold: items in the order first added, and the vouchers applied. */
interface Model {
  lines: { item: SeedItem; quantity: number }[];
  vouchers: string[];
  /** The delivery option chosen last; none: the standard one. */
  delivery: string | undefined;
}
type Real = MemoryCartGateway;
type Command = fc.AsyncCommand<Model, Real>;

const pool: readonly SeedItem[] = [
  ...seedItems()
    .filter((s) => s.stock >= 1 && s.stock <= 8 && !s.item.sku.startsWith('REP'))
    .slice(0, 3),
  seedItems().find((s) => s.stock >= 20 && s.price.priceAsNumber >= 200)!,
  seedItems().find((s) => s.stock === 0)!,
  seedItems().find((s) => s.item.sku.startsWith('REP') && s.stock >= 1)!,
];
const SHIPPING = seededShipping.SEK!;
/** docs/decisions/0097: a Swedish cart's option prices, and with free shipping. */
const sekPrice = (id: string | undefined, free: boolean) => {
  const price = seededDeliveryOptions.find((o) => o.id === (id ?? 'pickup-point'))!.prices.SEK!;
  return free ? price - SHIPPING.price : price;
};

/** The model's totals: the same rules, worked out from the seed alone. */
function expectMatches(model: Model, cart: Cart) {
  expect(cart.items.map((i) => [i.item, i.quantity])).toEqual(
    model.lines.map((l) => [l.item.item.id, l.quantity]),
  );
  const itemsTotal = roundToHundredths(
    model.lines.reduce((sum, l) => sum + l.item.price.priceAsNumber * l.quantity, 0),
  );
  const applied = seededVouchers.filter((v) => model.vouchers.includes(v.code));
  const discount = roundToHundredths(
    (itemsTotal * Math.max(0, ...applied.map((v) => v.percentOff))) / 100,
  );
  const free = applied.some((v) => v.freeShipping) || itemsTotal - discount >= SHIPPING.freeFrom;
  const shipping = model.lines.length === 0 ? 0 : sekPrice(model.delivery, free);
  expect(cart.deliveryOptions?.find((o) => o.chosen)?.id).toBe(
    model.lines.length === 0 ? undefined : (model.delivery ?? 'pickup-point'),
  );
  expect(cart.vouchers).toEqual(model.vouchers);
  expect(cart.totals).toMatchObject({
    totalQuantity: model.lines.reduce((sum, l) => sum + l.quantity, 0),
    itemsTotalPriceAsNumber: itemsTotal,
    totalDiscountPriceAsNumber: discount,
    shippingPriceAsNumber: shipping,
    grandTotalPriceAsNumber: roundToHundredths(itemsTotal - discount + shipping),
  });
}

async function expectStatus(call: Promise<unknown>, status: number) {
  await expect(call).rejects.toMatchObject({ kind: 'status', status });
}

async function expectOverStock(call: Promise<unknown>) {
  await expect(call).rejects.toMatchObject({ kind: 'cart/over-stock', status: 409 });
}

const add = (index: number, quantity: number): Command => ({
  check: () => true,
  async run(model, real) {
    const seed = pool[index % pool.length]!;
    const held = model.lines.find((l) => l.item.item.id === seed.item.id);
    const total = (held?.quantity ?? 0) + quantity;
    if (total > seed.stock) await expectOverStock(real.addItem(seed.item.id, quantity));
    else {
      const { line } = await real.addItem(seed.item.id, quantity);
      expect(line.quantity).toBe(total);
      if (held) held.quantity = total;
      else model.lines.push({ item: seed, quantity });
    }
    expectMatches(model, await real.get());
  },
  toString: () => `add(${index}, ${quantity})`,
});

const update = (index: number, quantity: number): Command => ({
  check: (model) => model.lines.length > 0,
  async run(model, real) {
    const at = index % model.lines.length;
    const held = model.lines[at]!;
    const lineId = (await real.get()).items[at]!.line;
    if (quantity > held.item.stock) await expectOverStock(real.updateQuantity(lineId, quantity));
    else {
      await real.updateQuantity(lineId, quantity);
      if (quantity === 0) model.lines.splice(at, 1);
      else held.quantity = quantity;
    }
    expectMatches(model, await real.get());
  },
  toString: () => `update(${index}, ${quantity})`,
});

const voucher = (code: string, remove: boolean): Command => ({
  check: () => true,
  async run(model, real) {
    const known = seededVouchers.some((v) => v.code === code);
    const applied = model.vouchers.includes(code);
    if (remove && !applied) await expectStatus(real.removeVoucher(code), 404);
    else if (!remove && !known) await expectStatus(real.addVoucher(code), 400);
    else if (remove) {
      await real.removeVoucher(code);
      model.vouchers = model.vouchers.filter((each) => each !== code);
    } else {
      await real.addVoucher(code);
      if (!applied) model.vouchers.push(code);
    }
    expectMatches(model, await real.get());
  },
  toString: () => `${remove ? 'remove' : 'add'}Voucher(${code})`,
});

const chooseDelivery = (id: string): Command => ({
  check: () => true,
  async run(model, real) {
    if (!seededDeliveryOptions.some((o) => o.id === id)) {
      await expectStatus(real.checkoutFields({ deliveryOption: id }), 400);
    } else {
      await real.checkoutFields({ deliveryOption: id });
      model.delivery = id;
    }
    expectMatches(model, await real.get());
  },
  toString: () => `chooseDelivery(${id})`,
});

const commands = fc.commands(
  [
    fc.tuple(fc.nat(), fc.integer({ min: 1, max: 12 })).map(([i, q]) => add(i, q)),
    fc.tuple(fc.nat(), fc.integer({ min: 0, max: 24 })).map(([i, q]) => update(i, q)),
    fc
      .tuple(fc.constantFrom('LERA10', 'FRAKTFRITT', 'VIP25', 'BOGUS'), fc.boolean())
      .map(([code, remove]) => voucher(code, remove)),
    fc.constantFrom('pickup-point', 'home', 'express', 'by-drone').map(chooseDelivery),
  ],
  { maxCommands: 25 },
);

describe('MemoryCartGateway against a model of the cart', () => {
  it('keeps lines, stock limits, vouchers, the delivery choice and totals as the model says', async () => {
    expect(pool.every(Boolean) && pool.length === 6).toBe(true);
    await fc.assert(
      fc.asyncProperty(commands, (cmds) =>
        fc.asyncModelRun(
          () => ({
            model: { lines: [], vouchers: [], delivery: undefined },
            real: new MemoryCartGateway(movableSite()),
          }),
          cmds,
        ),
      ),
      { numRuns: 60 },
    );
  });
});

describe('MemoryCartGateway state', () => {
  it('keeps its cart in storage under `cart`, so a reload finds it', async () => {
    const storage = new MemoryKeyValueStorage();
    await new MemoryCartGateway(movableSite(), new CartState({ storage })).addItem(
      plentiful().item.id,
      2,
    );
    expect(storage.get(CART_STORAGE_KEY)).toContain(plentiful().item.id);
    const reloaded = new MemoryCartGateway(movableSite(), new CartState({ storage }));
    expect((await reloaded.get()).items.map((item) => item.quantity)).toEqual([2]);
  });

  it('keeps at most what the new market has in stock when the cart moves', async () => {
    // The seeded linen cushion cover, 60x60 cinnamon: 2 in Norway, 1 in Sweden, 0 in Germany.
    const site = movableSite({ country: 'no', language: 'en' });
    const gateway = new MemoryCartGateway(site);
    await gateway.addItem('1054-3', 2);
    site.site = { country: 'se', language: 'sv' };
    expect((await gateway.setCountryLanguage()).items.map((item) => item.quantity)).toEqual([1]);
    expect((await gateway.checkoutUpdate('DE')).items).toEqual([]);
  });

  it('shares its stored cart with another tab: every call reads it afresh, the street too', async () => {
    const storage = new MemoryKeyValueStorage();
    const tab = new MemoryCartGateway(movableSite(), new CartState({ storage }));
    const other = new MemoryCartGateway(movableSite(), new CartState({ storage }));
    await tab.get();
    await other.addItem(plentiful().item.id, 2);
    const address = { firstName: 'Astrid', street: 'Storgatan 1', zipCode: '263 38' };
    await other.checkoutFields({ address });
    const seen = await tab.get();
    expect(seen.items.map((item) => item.quantity)).toEqual([2]);
    expect(seen.checkout?.fields.address).toEqual(address);
  });

  it('keeps the chosen delivery option across a reload', async () => {
    const storage = new MemoryKeyValueStorage();
    const gateway = new MemoryCartGateway(movableSite(), new CartState({ storage }));
    await gateway.addItem(plentiful().item.id);
    await gateway.checkoutFields({ deliveryOption: 'express' });
    const reloaded = new MemoryCartGateway(movableSite(), new CartState({ storage }));
    expect((await reloaded.get()).deliveryOptions?.find((o) => o.chosen)?.id).toBe('express');
  });

  it('starts afresh when what is stored is not a cart', async () => {
    const storage = new MemoryKeyValueStorage({ [CART_STORAGE_KEY]: 'cart-000001' });
    const gateway = new MemoryCartGateway(movableSite(), new CartState({ storage }));
    expect((await gateway.get()).items).toEqual([]);
  });

  it('gives an order placed after a reload a number of its own', async () => {
    const storage = new MemoryKeyValueStorage();
    const numbers = [];
    for (let visit = 0; visit < 2; visit += 1) {
      const gateway = new MemoryCartGateway(movableSite(), new CartState({ storage }));
      await gateway.addItem(plentiful().item.id);
      numbers.push((await gateway.paymentResult({ success: true })).order!.order);
    }
    expect(numbers).toEqual([
      `${ORDER_NUMBER_PREFIX}${FIRST_ORDER_NUMBER}`,
      `${ORDER_NUMBER_PREFIX}${FIRST_ORDER_NUMBER + 1}`,
    ]);
  });

  it('counts order numbers up, shared by the carts of one backend, with VAT in the tax', async () => {
    const numbers = new OrderNumbers();
    const orders = [];
    for (let shopper = 0; shopper < 2; shopper += 1) {
      const gateway = new MemoryCartGateway(
        movableSite(),
        new CartState({ orderNumbers: numbers }),
      );
      await gateway.addItem(plentiful().item.id);
      orders.push((await gateway.paymentResult({ success: true })).order!);
    }
    expect(orders.map((order) => order.order)).toEqual([
      `${ORDER_NUMBER_PREFIX}${FIRST_ORDER_NUMBER}`,
      `${ORDER_NUMBER_PREFIX}${FIRST_ORDER_NUMBER + 1}`,
    ]);
    const { grandTotalPriceAsNumber: total, grandTotalPriceTaxAsNumber: tax } = orders[0]!.totals;
    const vat = seededVatRates.SE!;
    expect(tax).toBe(roundToHundredths((total * vat) / (1 + vat)));
  });

  it('gives a fake payment form showing the total, and a script the tests can tell', async () => {
    const gateway = new MemoryCartGateway(movableSite());
    const { cart } = await gateway.addItem(plentiful().item.id);
    const form = await gateway.paymentFields();
    expect(form.paymentHTML).toContain(cart.totals.grandTotalPrice);
    expect(form.paymentHTML).toContain('data-lera-test-pay');
    expect(form.centraCheckoutScript).toContain(FAKE_CHECKOUT_SCRIPT_MARKER);
  });
});
