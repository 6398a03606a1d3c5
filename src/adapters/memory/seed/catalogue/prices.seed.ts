import type { ProductPrice } from '@/domain/catalogue/product';
import type { Pricelist } from '@/domain/market/market';
import { formatPrice } from '@/domain/money/price-format';
import type { Site } from '@/domain/site/site';

/** SEK to each seeded currency, rounded the way a shop sets its price points. */
const PRICE_POINTS: Readonly<Record<string, (sek: number) => number>> = {
  SEK: (sek) => sek,
  NOK: (sek) => Math.round(sek / 10) * 10 - 1,
  DKK: (sek) => Math.round((sek * 0.69) / 5) * 5,
  EUR: (sek) => Math.round(sek / 11) - 0.05,
  GBP: (sek) => Math.round(sek / 13) - 0.05,
  USD: (sek) => Math.round(sek / 10.5) - 0.01,
};

/**
 * A sale price, in cents, set down to the currency's price point: whole kronor in Sweden,
 * Norway and Denmark, `,95` in euro and pounds, `.99` in dollars. Rounding down keeps the
 * shown percentage true: at least the stated discount.
 */
const SALE_POINTS: Readonly<Record<string, (cents: number) => number>> = {
  SEK: (cents) => Math.floor(cents / 100) * 100,
  NOK: (cents) => Math.floor(cents / 100) * 100,
  DKK: (cents) => Math.floor(cents / 100) * 100,
  EUR: (cents) => Math.floor((cents + 5) / 100) * 100 - 5,
  GBP: (cents) => Math.floor((cents + 5) / 100) * 100 - 5,
  USD: (cents) => Math.floor((cents + 1) / 100) * 100 - 1,
};

/** `before` less `discountPercent`, at the currency's sale price point (never below a cent). */
function salePrice(before: number, discountPercent: number, currencyCode: string): number {
  const exact = Math.floor((Math.round(before * 100) * (100 - discountPercent)) / 100);
  if (discountPercent === 0) return before;
  const point = SALE_POINTS[currencyCode]?.(exact) ?? exact;
  return (point > 0 ? point : Math.max(exact, 1)) / 100;
}

const cache = new Map<string, ProductPrice>();

/**
 * A product's price in one pricelist, from its Swedish price and a discount in whole percent.
 * Written for the pricelist's first country, as the commerce backend writes it.
 */
export function seedPrice(
  sek: number,
  discountPercent: number,
  pricelist: Pricelist,
): ProductPrice {
  const key = `${sek}:${discountPercent}:${pricelist.id}`;
  const known = cache.get(key);
  if (known) return known;
  const toLocal = PRICE_POINTS[pricelist.currency.code] ?? ((amount: number) => amount);
  const before = Math.max(toLocal(sek), 1);
  const now = salePrice(before, discountPercent, pricelist.currency.code);
  const site: Site = {
    country: (pricelist.countries[0] ?? 'se').toLowerCase(),
    language: pricelist.currency.code === 'SEK' ? 'sv' : 'en',
  };
  const price: ProductPrice = {
    price: formatPrice(now, pricelist.currency, site),
    priceAsNumber: now,
    priceBeforeDiscount: formatPrice(before, pricelist.currency, site),
    priceBeforeDiscountAsNumber: before,
    discountPercent,
  };
  cache.set(key, price);
  return price;
}
