import {
  type AnalyticsProduct,
  ecommerceProduct,
  type EcommerceProduct,
} from './analytics-product';

/**
 * docs/product.md#other-calls: the list name reported when a product is not shown in a named list.
 */
export const DEFAULT_LIST_NAME = 'Generic Product List';

/** A product seen in a list, at its 1-based position there. */
export interface Impression extends AnalyticsProduct {
  readonly position: number;
  readonly list?: string;
}

export interface ProductImpressionsEvent {
  readonly event: 'productImpressions';
  readonly ecommerce: {
    readonly currencyCode: string;
    readonly impressions: readonly EcommerceProduct[];
  };
}

export interface ProductClickEvent {
  readonly event: 'productClick';
  readonly ecommerce: {
    readonly currencyCode: string;
    readonly click: {
      readonly actionField: { readonly list: string };
      readonly products: readonly EcommerceProduct[];
    };
  };
}

export interface ProductDetailEvent {
  readonly event: 'productDetail';
  readonly ecommerce: {
    readonly currencyCode: string;
    readonly detail: {
      readonly actionField: { readonly list: string };
      readonly products: readonly EcommerceProduct[];
    };
  };
}

/** docs/product.md#other-calls: a blank or missing list name reads 'Generic Product List'. */
export function listName(list: string | undefined): string {
  const name = (list ?? '').trim();
  return name === '' ? DEFAULT_LIST_NAME : name;
}

/**
 * docs/product.md#other-calls productImpressions: the products seen in lists, in the order given
 * (the impression queue's batch), each with its list name and position.
 */
export function productImpressions(
  currencyCode: string,
  impressions: readonly Impression[],
): ProductImpressionsEvent {
  const products = impressions.map((impression) =>
    ecommerceProduct(impression, {
      position: impression.position,
      list: listName(impression.list),
    }),
  );
  return { event: 'productImpressions', ecommerce: { currencyCode, impressions: products } };
}

/**
 * docs/product.md#other-calls productClick: a product chosen from a list, at its 1-based position.
 */
export function productClick(
  currencyCode: string,
  product: AnalyticsProduct,
  position: number,
  list?: string,
): ProductClickEvent {
  return {
    event: 'productClick',
    ecommerce: {
      currencyCode,
      click: {
        actionField: { list: listName(list) },
        products: [ecommerceProduct(product, { position })],
      },
    },
  };
}

/** docs/product.md#other-calls productDetail: a product page or quick view was seen. */
export function productDetail(
  currencyCode: string,
  product: AnalyticsProduct,
  list?: string,
): ProductDetailEvent {
  return {
    event: 'productDetail',
    ecommerce: {
      currencyCode,
      detail: { actionField: { list: listName(list) }, products: [ecommerceProduct(product)] },
    },
  };
}
