import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  comparedPriceDisplay,
  formatDiscountPercent,
  isDiscounted,
  MIN_SHOWN_DISCOUNT_PERCENT,
  priceDisplay,
  type PricelistPrice,
} from '@/domain/money/price-display';
import { formatPrice } from '@/domain/money/price-format';
import type { Site } from '@/domain/site/site';
import { priceCurrency, pricelistPrice } from '../../support/money-arbitraries';
import { site } from '../../support/arbitraries';

const SE: Site = { country: 'se', language: 'sv' };
const NO: Site = { country: 'no', language: 'en' };
const SEK = { code: 'SEK', prefix: '', suffix: ' kr' };
const NBSP = '\u00a0';
const MINUS = '\u2212';

const price = (now: number, before: number, percent: number): PricelistPrice => ({
  priceAsNumber: now,
  priceBeforeDiscountAsNumber: before,
  discountPercent: percent,
});

describe('discount percent (docs/product.md#cart-data)', () => {
  test.prop([fc.integer({ min: 1, max: 100 }), site])(
    'reads as the whole percent, negative',
    (percent, s) => {
      const text = formatDiscountPercent(percent, s);
      expect(text).toMatch(/^\u2212/);
      expect(text.replace(/\D/g, '')).toBe(String(percent));
    },
  );

  it('is written the way each locale writes a percent, with a minus sign, never a hyphen', () => {
    expect(formatDiscountPercent(20, SE)).toBe(`${MINUS}20${NBSP}%`);
    expect(formatDiscountPercent(20, NO)).toBe(`${MINUS}20${NBSP}%`);
    expect(formatDiscountPercent(20, { country: 'us', language: 'en' })).toBe(`${MINUS}20%`);
  });

  it('rounds to a whole percent, halves up, with no minus on zero', () => {
    expect(formatDiscountPercent(19.5, SE)).toBe(`${MINUS}20${NBSP}%`);
    expect(formatDiscountPercent(19.49, SE)).toBe(`${MINUS}19${NBSP}%`);
    expect(formatDiscountPercent(0.4, SE)).toBe(`0${NBSP}%`);
    expect(formatDiscountPercent(0, SE)).toBe(`0${NBSP}%`);
  });
});

describe('price display (docs/product.md#cart-data)', () => {
  test.prop([pricelistPrice, priceCurrency, site])(
    'always shows the current price',
    (p, currency, s) => {
      expect(priceDisplay(p, currency, s).price).toBe(formatPrice(p.priceAsNumber, currency, s));
    },
  );

  test.prop([pricelistPrice, priceCurrency, site])(
    'is a sale exactly when the discount reads as 1 % or more and the price was higher',
    (p, currency, s) => {
      const sale =
        Math.round(p.discountPercent) >= MIN_SHOWN_DISCOUNT_PERCENT &&
        p.priceBeforeDiscountAsNumber > p.priceAsNumber;
      expect(isDiscounted(p)).toBe(sale);
      const display = priceDisplay(p, currency, s);
      expect(display.kind).toBe(sale ? 'discounted' : 'regular');
      if (display.kind === 'discounted') {
        expect(display.beforeDiscount).toBe(
          formatPrice(p.priceBeforeDiscountAsNumber, currency, s),
        );
        expect(display.discount).toBe(formatDiscountPercent(p.discountPercent, s));
      }
    },
  );

  it('shows a sale with the before-discount price and the percent', () => {
    expect(priceDisplay(price(799, 999, 20), SEK, SE)).toEqual({
      kind: 'discounted',
      price: '799 kr',
      beforeDiscount: '999 kr',
      discount: `${MINUS}20${NBSP}%`,
    });
  });

  it('shows a regular price alone', () => {
    expect(priceDisplay(price(999, 999, 0), SEK, SE)).toEqual({ kind: 'regular', price: '999 kr' });
  });

  it('needs a discount of at least 1 % once rounded', () => {
    expect(isDiscounted(price(99, 100, 1))).toBe(true);
    expect(isDiscounted(price(99, 100, 0.5))).toBe(true);
    expect(isDiscounted(price(99, 100, 0.49))).toBe(false);
    expect(isDiscounted(price(99, 100, 0))).toBe(false);
  });

  it('needs the before-discount price to be higher', () => {
    expect(isDiscounted(price(99, 99.01, 20))).toBe(true);
    expect(isDiscounted(price(99, 99, 20))).toBe(false);
    expect(isDiscounted(price(99, 98, 20))).toBe(false);
  });
});

describe('a search result’s price beside its compare-at price (docs/product.md#search-data)', () => {
  it('shows the sale: the price, the price before and the share taken off', () => {
    expect(comparedPriceDisplay(300, 400, SEK, SE)).toEqual(
      priceDisplay(price(300, 400, 25), SEK, SE),
    );
  });

  test.prop([fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), site])(
    'takes off the share the price is below the compare-at price',
    (compareAt, below, s) => {
      const now = Math.max(0, compareAt - below);
      expect(comparedPriceDisplay(now, compareAt, SEK, s)).toEqual(
        priceDisplay(price(now, compareAt, (1 - now / compareAt) * 100), SEK, s),
      );
    },
  );

  test.prop([fc.integer({ min: 0, max: 100_000 }), site])(
    'shows the price alone without a compare-at price',
    (now, s) => {
      expect(comparedPriceDisplay(now, undefined, SEK, s)).toEqual(
        priceDisplay(price(now, now, 0), SEK, s),
      );
    },
  );

  it('takes nothing off a compare-at price of 0', () => {
    expect(comparedPriceDisplay(0, 0, SEK, SE)).toEqual(priceDisplay(price(0, 0, 0), SEK, SE));
  });
});
