import { numberFormat } from './number-formats';
import type { Site } from '@/domain/site/site';
import { priceLocale } from './price-locale';
import { formatPrice, type PriceCurrency } from './price-format';

/**
 * A product's price in one pricelist (docs/product.md#cart-data markets → pricesByPricelist).
 * `priceBeforeDiscountAsNumber` is the number behind the backend's `priceBeforeDiscount` text.
 */
export interface PricelistPrice {
  readonly priceAsNumber: number;
  readonly priceBeforeDiscountAsNumber: number;
  readonly discountPercent: number;
}

/** How a price is shown: alone, or as a sale with the before-discount price and the percent. */
export type PriceDisplay =
  | { readonly kind: 'regular'; readonly price: string }
  | {
      readonly kind: 'discounted';
      readonly price: string;
      readonly beforeDiscount: string;
      readonly discount: string;
    };

const PERCENT = 100;

/** The smallest discount, in whole percent, that a price is shown as a sale for. */
export const MIN_SHOWN_DISCOUNT_PERCENT = 1;

/** The typesetter's minus, which English locales write as a hyphen. */
const MINUS_SIGN = '\u2212';

/**
 * docs/product.md#cart-data `discountPercent`: a discount reads as a whole negative percent in the
 * site's locale, with a true minus sign in every one (`−20 %` in `sv-SE` and `en-NO`, `−20%` in
 * `en-US`), as a printed price list would; halves round up (`19.5` reads `−20 %`).
 */
export function formatDiscountPercent(percent: number, site: Site): string {
  return numberFormat(priceLocale(site), { style: 'percent', maximumFractionDigits: 0 })
    .format(-Math.round(percent) / PERCENT || 0)
    .replace('-', MINUS_SIGN);
}

/**
 * docs/product.md#cart-data `discountPercent`, `priceBeforeDiscount`: a price is on sale when its
 * discount rounds to at least 1 % and the before-discount price is really higher; otherwise it is
 * shown alone, so inconsistent backend data never shows a sale that costs more than before.
 */
export function isDiscounted(price: PricelistPrice): boolean {
  return (
    Math.round(price.discountPercent) >= MIN_SHOWN_DISCOUNT_PERCENT &&
    price.priceBeforeDiscountAsNumber > price.priceAsNumber
  );
}

/**
 * docs/product.md#products-and-variants, docs/product.md#product-list-item: the texts a price is
 * shown with, before and after a discount.
 */
export function priceDisplay(
  price: PricelistPrice,
  currency: PriceCurrency,
  site: Site,
): PriceDisplay {
  const now = formatPrice(price.priceAsNumber, currency, site);
  if (!isDiscounted(price)) return { kind: 'regular', price: now };
  return {
    kind: 'discounted',
    price: now,
    beforeDiscount: formatPrice(price.priceBeforeDiscountAsNumber, currency, site),
    discount: formatDiscountPercent(price.discountPercent, site),
  };
}

/**
 * docs/product.md#search-data `compare_at`: a search result's price with the price it is reduced
 * from, as the sale the product page shows — the percent is the share taken off. Without a higher
 * `compareAt` the price shows alone.
 */
export function comparedPriceDisplay(
  price: number,
  compareAt: number | undefined,
  currency: PriceCurrency,
  site: Site,
): PriceDisplay {
  const before = compareAt ?? price;
  const discountPercent = before > 0 ? (1 - price / before) * PERCENT : 0;
  return priceDisplay(
    { priceAsNumber: price, priceBeforeDiscountAsNumber: before, discountPercent },
    currency,
    site,
  );
}
