import { describe, expect, it } from 'vitest';
import {
  seededDeliveryOptions,
  seededShipping,
  seededVouchers,
} from '@/adapters/memory/seed/checkout.seed';
import type { Cart } from '@/domain/cart/cart';
import { chosenDelivery } from '@/domain/cart/delivery-options';
import type { CheckoutFields } from '@/domain/cart/checkout';
import { roundToHundredths } from '@/domain/money/amount-format';
import { SWEDISH_ADDRESS } from '../support/checkout-details';
import { expectRefusal, type MakeCartGateway } from './cart-gateway.contract';
import {
  bulky,
  movableSite,
  pickItem,
  plentiful,
  SEK_FREE_SHIPPING_FROM,
  seedItems,
} from './support/cart-picks';

const voucher = (code: string) => seededVouchers.find((each) => each.code === code)!;
const deliveryPrice = (id: string, currency: string) =>
  seededDeliveryOptions.find((each) => each.id === id)!.prices[currency]!;
const chosenId = (cart: Cart) => chosenDelivery(cart)?.id;

/**
 * What every CartGateway does at the checkout (docs/product.md#cart-and-checkout,
 * docs/product.md#commerce-backend vouchers, checkout update, fields, email, country-language,
 * payment), on both sides of the port.
 */
export function describeCartCheckout(name: string, makeGateway: MakeCartGateway) {
  const swedish = () => makeGateway(movableSite());
  const withOneLine = async () => {
    const gateway = await swedish();
    await gateway.addItem(plentiful().item.id);
    return gateway;
  };

  describe(`CartGateway contract, checkout: ${name}`, () => {
    it('charges shipping under the free-shipping line and none from it', async () => {
      const seed = plentiful();
      const cart = await (await withOneLine()).get();
      expect(cart.totals.shippingPriceAsNumber).toBe(seededShipping.SEK!.price);
      expect(cart.totals.grandTotalPriceAsNumber).toBe(
        roundToHundredths(seed.price.priceAsNumber + seededShipping.SEK!.price),
      );
      const big = bulky();
      const pieces = Math.ceil(SEK_FREE_SHIPPING_FROM / big.price.priceAsNumber);
      const { cart: free } = await (await swedish()).addItem(big.item.id, pieces);
      expect(free.totals.shippingPriceAsNumber).toBe(0);
    });

    it('counts the free-shipping line after the voucher', async () => {
      const percent = voucher('LERA10').percentOff;
      const paid = (total: number) => total - roundToHundredths((total * percent) / 100);
      const [seed, pieces] = seedItems()
        .flatMap((s) => Array.from({ length: s.stock }, (_, i) => [s, i + 1] as const))
        .find(([s, q]) => {
          const total = s.price.priceAsNumber * q;
          return total >= SEK_FREE_SHIPPING_FROM && paid(total) < SEK_FREE_SHIPPING_FROM;
        })!;
      const gateway = await swedish();
      const { cart } = await gateway.addItem(seed.item.id, pieces);
      expect(cart.totals.shippingPriceAsNumber).toBe(0);
      const discounted = await gateway.addVoucher('LERA10');
      expect(discounted.totals.shippingPriceAsNumber).toBe(seededShipping.SEK!.price);
    });

    it('applies a percent voucher to the lines’ sum, whatever its case, and removes it', async () => {
      const gateway = await withOneLine();
      const before = await gateway.get();
      const itemsTotal = before.totals.itemsTotalPriceAsNumber!;
      const percent = voucher('LERA10').percentOff;
      const discounted = await gateway.addVoucher('lera10');
      const discount = roundToHundredths((itemsTotal * percent) / 100);
      expect(discounted.vouchers).toEqual(['LERA10']);
      expect(discounted.totals.totalDiscountPriceAsNumber).toBe(discount);
      expect(discounted.totals.grandTotalPriceAsNumber).toBe(
        roundToHundredths(itemsTotal - discount + discounted.totals.shippingPriceAsNumber),
      );
      const removed = await gateway.removeVoucher('LERA10');
      expect(removed.vouchers).toEqual([]);
      expect(removed.totals).toEqual(before.totals);
    });

    it('ships free with a free-shipping voucher', async () => {
      expect(voucher('FRAKTFRITT').freeShipping).toBe(true);
      const cart = await (await withOneLine()).addVoucher('FRAKTFRITT');
      expect(cart.totals.shippingPriceAsNumber).toBe(0);
    });

    it('refuses an unknown voucher (400) and removing one not applied (404)', async () => {
      const gateway = await withOneLine();
      await expectRefusal(gateway.addVoucher('NO-SUCH-CODE'), 400, 'voucher');
      await expectRefusal(gateway.removeVoucher('LERA10'), 404, 'voucher');
      expect((await gateway.get()).vouchers).toEqual([]);
    });

    it('offers the delivery options, the standard one chosen at the flat rate', async () => {
      expect((await (await swedish()).get()).deliveryOptions ?? []).toEqual([]);
      const cart = await (await withOneLine()).get();
      expect(cart.deliveryOptions?.map(({ id, chosen }) => [id, chosen])).toEqual([
        ['pickup-point', true],
        ['home', false],
        ['express', false],
      ]);
      expect(cart.deliveryOptions?.[0]).toMatchObject({
        name: 'Ombud',
        priceAsNumber: seededShipping.SEK!.price,
        price: cart.totals.shippingPrice,
      });
    });

    it('reprices the total for the chosen delivery option, keeping the other fields', async () => {
      const gateway = await withOneLine();
      const before = await gateway.get();
      const address = { firstName: 'Greta', country: 'SE' };
      const cart = await gateway.checkoutFields({ address, deliveryOption: 'express' });
      const express = deliveryPrice('express', 'SEK');
      expect(chosenId(cart)).toBe('express');
      expect(cart.checkout?.fields).toEqual({ address, deliveryOption: 'express' });
      expect(cart.totals.shippingPriceAsNumber).toBe(express);
      expect(cart.totals.grandTotalPriceAsNumber).toBe(
        roundToHundredths(before.totals.itemsTotalPriceAsNumber! + express),
      );
      expect(await gateway.get()).toEqual(cart);
    });

    it('refuses an unknown delivery option (400), keeping the choice', async () => {
      const gateway = await withOneLine();
      await gateway.checkoutFields({ deliveryOption: 'home' });
      await expectRefusal(
        gateway.checkoutFields({ deliveryOption: 'by-drone' }),
        400,
        'deliveryOption',
      );
      expect(chosenId(await gateway.get())).toBe('home');
    });

    it('makes the standard option free with free shipping, the others cheaper by its price', async () => {
      const gateway = await withOneLine();
      await gateway.checkoutFields({ deliveryOption: 'home' });
      const cart = await gateway.addVoucher('FRAKTFRITT');
      const prices = Object.fromEntries(
        cart.deliveryOptions!.map(({ id, priceAsNumber }) => [id, priceAsNumber]),
      );
      const standard = seededShipping.SEK!.price;
      expect(prices).toEqual({
        'pickup-point': 0,
        home: deliveryPrice('home', 'SEK') - standard,
        express: deliveryPrice('express', 'SEK') - standard,
      });
      expect(cart.totals.shippingPriceAsNumber).toBe(prices.home);
    });

    it('falls back to the default option in a country that does not offer the chosen one', async () => {
      const gateway = await withOneLine();
      await gateway.checkoutFields({ deliveryOption: 'express', newsletter: true });
      const norway = await gateway.checkoutUpdate('NO');
      expect(chosenId(norway)).toBe('express');
      expect(norway.totals.shippingPriceAsNumber).toBe(deliveryPrice('express', 'NOK'));
      const germany = await gateway.checkoutUpdate('DE');
      expect(germany.deliveryOptions?.map(({ id }) => id)).not.toContain('express');
      expect(chosenId(germany)).toBe('pickup-point');
      expect(germany.checkout?.fields).toEqual({ newsletter: true });
      expect(germany.totals.shippingPriceAsNumber).toBe(seededShipping.EUR!.price);
    });

    it('moves the cart to a country and takes the email on a checkout update', async () => {
      const gateway = await withOneLine();
      const norway = { country: 'no', language: 'sv' } as const;
      const seed = pickItem('item', (s) => s.item.id === plentiful().item.id, norway);
      const cart = await gateway.checkoutUpdate('NO', 'kund@example.se');
      expect(cart.checkout).toMatchObject({ country: 'NO', email: 'kund@example.se' });
      expect(cart.currency).toBe('NOK');
      expect(cart.items[0]?.priceEachAsNumber).toBe(seed.price.priceAsNumber);
      expect(await gateway.checkoutUpdate()).toEqual(cart);
    });

    it('refuses a country outside the markets, and a malformed email, changing nothing', async () => {
      const gateway = await withOneLine();
      await expectRefusal(gateway.checkoutUpdate('XX'), 400, 'country');
      await expectRefusal(gateway.checkoutUpdate('NO', 'not-an-email'), 400, 'email');
      await expectRefusal(gateway.setEmail('not-an-email'), 400, 'email');
      expect((await gateway.get()).checkout).toMatchObject({ country: 'SE', email: undefined });
    });

    it('stores the checkout fields and the email', async () => {
      const gateway = await withOneLine();
      const fields: CheckoutFields = {
        address: { firstName: 'Greta', lastName: 'Garbo', zipCode: '11122', country: 'SE' },
        newsletter: true,
        comment: 'Lämna vid dörren',
      };
      expect((await gateway.checkoutFields(fields)).checkout?.fields).toEqual(fields);
      expect((await gateway.checkoutFields({ newsletter: false })).checkout?.fields).toEqual({
        newsletter: false,
      });
      expect((await gateway.setEmail('greta@example.se')).checkout?.email).toBe('greta@example.se');
    });

    it('follows the site to its country and language', async () => {
      const site = movableSite();
      const gateway = await makeGateway(site);
      await gateway.addItem(plentiful().item.id);
      const finland = { country: 'fi', language: 'en' } as const;
      const seed = pickItem('item', (s) => s.item.id === plentiful().item.id, finland);
      site.site = finland;
      const cart = await gateway.setCountryLanguage();
      expect(cart.checkout).toMatchObject({ country: 'FI', language: 'en' });
      expect(cart.currency).toBe('EUR');
      expect(cart.items[0]).toMatchObject({
        productName: seed.product.name.en,
        priceEachAsNumber: seed.price.priceAsNumber,
      });
    });

    it('gives the payment step for a cart with lines, and refuses an empty cart (400)', async () => {
      await expectRefusal((await swedish()).paymentFields(), 400, 'cart');
      const form = await (await withOneLine()).paymentFields();
      expect(form.paymentHTML.length).toBeGreaterThan(0);
      expect(typeof form.centraCheckoutScript).toBe('string');
    });

    it('turns a completed payment into an order and leaves an empty cart', async () => {
      const gateway = await withOneLine();
      const cart = await gateway.get();
      const { order } = await gateway.paymentResult({ success: true });
      expect(order).toMatchObject({ currency: 'SEK', items: cart.items });
      expect(order?.order).toMatch(/\S/);
      expect(order?.totals).toMatchObject({
        grandTotalPriceAsNumber: cart.totals.grandTotalPriceAsNumber,
        shippingPriceAsNumber: cart.totals.shippingPriceAsNumber,
        totalDiscountPriceAsNumber: 0,
      });
      expect(order!.totals.grandTotalPriceTaxAsNumber).toBeGreaterThan(0);
      expect(order!.totals.grandTotalPriceTaxAsNumber).toBeLessThan(
        cart.totals.grandTotalPriceAsNumber!,
      );
      expect((await gateway.get()).items).toEqual([]);
      await gateway.addItem(plentiful().item.id);
      const next = await gateway.paymentResult({ success: 'true' });
      expect(next.order?.order).not.toBe(order?.order);
    });

    it('sends the order where the checkout said: its address, email and delivery', async () => {
      const gateway = await withOneLine();
      const address = SWEDISH_ADDRESS;
      await gateway.checkoutFields({ address, deliveryOption: 'home' });
      const cart = await gateway.setEmail('astrid@example.com');
      const { order } = await gateway.paymentResult({ success: true });
      expect(order?.address).toEqual({ ...address, email: 'astrid@example.com' });
      expect(order?.delivery).toEqual({
        name: 'Hemleverans',
        price: cart.totals.shippingPrice,
        priceAsNumber: cart.totals.shippingPriceAsNumber,
      });
    });

    it('answers no order for a payment that did not complete, keeping the cart', async () => {
      const gateway = await withOneLine();
      expect(await gateway.paymentResult({ success: false })).toEqual({});
      expect((await gateway.get()).items).toHaveLength(1);
      await expectRefusal((await swedish()).paymentResult({ success: true }), 400, 'cart');
    });
  });
}
