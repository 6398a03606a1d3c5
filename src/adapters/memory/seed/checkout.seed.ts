import type { Language } from '@/domain/site/site';

/**
 * A voucher the fake commerce backend takes (docs/product.md#commerce-backend
 * `/cart/vouchers/{code}`).
 */
export interface SeedVoucher {
  /** Upper case; codes are matched without regard to case. */
  readonly code: string;
  /** Whole percent off the lines' sum. */
  readonly percentOff: number;
  readonly freeShipping: boolean;
}

export const seededVouchers: readonly SeedVoucher[] = [
  { code: 'LERA10', percentOff: 10, freeShipping: false },
  { code: 'FRAKTFRITT', percentOff: 0, freeShipping: true },
  { code: 'VIP25', percentOff: 25, freeShipping: true },
];

/** Shipping in one currency: its price, and the lines' sum from which it is free. */
export interface ShippingRate {
  readonly price: number;
  readonly freeFrom: number;
}

/** Keyed by ISO currency code; a currency not listed ships free. */
export const seededShipping: Readonly<Record<string, ShippingRate>> = {
  SEK: { price: 59, freeFrom: 1000 },
  NOK: { price: 79, freeFrom: 1000 },
  DKK: { price: 49, freeFrom: 700 },
  EUR: { price: 5.95, freeFrom: 100 },
  GBP: { price: 4.95, freeFrom: 80 },
  USD: { price: 9.95, freeFrom: 100 },
};

/** A way the fake commerce backend delivers (docs/product.md#delivery-options). */
export interface SeedDeliveryOption {
  readonly id: string;
  readonly name: Readonly<Record<Language, string>>;
  /** Price by ISO currency code; offered only in the currencies it has a price in. */
  readonly prices: Readonly<Record<string, number>>;
  /** The upper-case countries it is offered in; none: every country. */
  readonly countries?: readonly string[];
  /**
   * The option free shipping makes free, and the others cheaper by its price
   * (docs/decisions/0097-delivery-options-and-free-shipping.md).
   */
  readonly standard?: boolean;
}

/**
 * Pick-up point (the standard, at the flat rates above), home delivery, and express where a
 * courier is at hand (the Nordic countries); the cheapest offered is a cart's default.
 */
export const seededDeliveryOptions: readonly SeedDeliveryOption[] = [
  {
    id: 'pickup-point',
    name: { sv: 'Ombud', en: 'Pick-up point' },
    prices: Object.fromEntries(
      Object.entries(seededShipping).map(([code, rate]) => [code, rate.price]),
    ),
    standard: true,
  },
  {
    id: 'home',
    name: { sv: 'Hemleverans', en: 'Home delivery' },
    prices: { SEK: 99, NOK: 129, DKK: 79, EUR: 9.95, GBP: 8.95, USD: 14.95 },
  },
  {
    id: 'express',
    name: { sv: 'Express nästa vardag', en: 'Express, next weekday' },
    prices: { SEK: 149, NOK: 199, DKK: 119, EUR: 14.95 },
    countries: ['SE', 'NO', 'DK', 'FI'],
  },
];

/** VAT included in the prices, by upper-case country code, for an order's tax total. */
export const seededVatRates: Readonly<Record<string, number>> = {
  SE: 0.25,
  NO: 0.25,
  DK: 0.25,
  FI: 0.255,
  DE: 0.19,
  NL: 0.21,
  GB: 0.2,
  US: 0,
};

/**
 * The first order number the fake backend gives: after the demo shopper's past orders
 * (`LR-101044` the latest), written as they are (`ORDER_NUMBER_PREFIX`), so the receipt and the
 * order history speak of orders one way.
 */
export const FIRST_ORDER_NUMBER = 102_001;
export const ORDER_NUMBER_PREFIX = 'LR-';
