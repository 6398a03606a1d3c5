import { type AnalyticsCartLine, type EcommerceProduct, ecommerceLines } from './analytics-product';

interface ProductsAction {
  readonly products: readonly EcommerceProduct[];
}

export interface AddToCartEvent {
  readonly event: 'addToCart';
  readonly ecommerce: { readonly currencyCode: string; readonly add: ProductsAction };
}

export interface RemoveFromCartEvent {
  readonly event: 'removeFromCart';
  readonly ecommerce: { readonly currencyCode: string; readonly remove: ProductsAction };
}

export interface CheckoutEvent {
  readonly event: 'checkout';
  readonly ecommerce: {
    readonly currencyCode: string;
    readonly checkout: ProductsAction & {
      readonly actionField: { readonly step: number; readonly option?: string };
    };
  };
}

/** docs/product.md#orders: the fields a purchase report needs. */
export interface PurchasedOrder {
  /** The order number. */
  readonly order: string;
  readonly currency: string;
  readonly totals: {
    readonly grandTotalPriceAsNumber: number;
    readonly grandTotalPriceTaxAsNumber: number;
    readonly shippingPriceAsNumber: number;
  };
}

export interface PurchaseEvent {
  readonly event: 'purchase';
  readonly ecommerce: {
    readonly currencyCode: string;
    readonly purchase: ProductsAction & {
      readonly actionField: {
        readonly id: string;
        readonly affiliation: string;
        readonly revenue: number;
        readonly tax: number;
        readonly shipping: number;
      };
    };
  };
}

/**
 * docs/product.md#other-calls addToCart: the pieces put in the cart (several at once from the table
 * setting).
 */
export function addToCart(
  currencyCode: string,
  lines: readonly AnalyticsCartLine[],
): AddToCartEvent {
  return {
    event: 'addToCart',
    ecommerce: { currencyCode, add: { products: ecommerceLines(lines) } },
  };
}

/** docs/product.md#other-calls removeFromCart: the pieces taken out of the cart. */
export function removeFromCart(
  currencyCode: string,
  lines: readonly AnalyticsCartLine[],
): RemoveFromCartEvent {
  return {
    event: 'removeFromCart',
    ecommerce: { currencyCode, remove: { products: ecommerceLines(lines) } },
  };
}

/**
 * docs/product.md#other-calls checkout (step): the 1-based checkout step reached, with the cart's
 * lines.
 */
export function checkout(
  currencyCode: string,
  step: number,
  lines: readonly AnalyticsCartLine[],
  option?: string,
): CheckoutEvent {
  const actionField = option ? { step, option } : { step };
  return {
    event: 'checkout',
    ecommerce: { currencyCode, checkout: { actionField, products: ecommerceLines(lines) } },
  };
}

/**
 * docs/product.md#other-calls purchase: the order as bought, in the order's currency. Revenue is
 * the grand total, tax and shipping as the order states them; the affiliation is the brand's name
 * (docs/product.md#analytics: "the product's store name"), which the caller passes in.
 */
export function purchase(
  order: PurchasedOrder,
  lines: readonly AnalyticsCartLine[],
  brandName: string,
): PurchaseEvent {
  const { totals } = order;
  return {
    event: 'purchase',
    ecommerce: {
      currencyCode: order.currency,
      purchase: {
        actionField: {
          id: order.order,
          affiliation: brandName,
          revenue: totals.grandTotalPriceAsNumber,
          tax: totals.grandTotalPriceTaxAsNumber,
          shipping: totals.shippingPriceAsNumber,
        },
        products: ecommerceLines(lines),
      },
    },
  };
}
