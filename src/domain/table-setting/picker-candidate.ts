import type { Product } from '@/domain/catalogue/product';
import { itemStock } from '@/domain/stock/item-stock';
import { plateDiameterCm } from './plate-diameter';

/**
 * One thing the item picker offers for a table-setting category (docs/product.md#item-picker,
 * Table-setting tool): a buyable item of a product — one colour, one size — with its price and
 * stock in the site's market.
 */
export interface PickerCandidate {
  /** The commerce item id the cart takes. */
  readonly itemId: string;
  /** The product (one colour of a design): the wishlist's variant id. */
  readonly productId: string;
  readonly name: string;
  /** docs/product.md#table-setting silkVariantName: the colour as shown. */
  readonly colour: string;
  /** The size as sold; empty for a one-size product. */
  readonly size: string;
  readonly imageUrl: string | undefined;
  /** Price of one piece in the site's pricelist. */
  readonly price: number;
  /** Pieces in stock in the site's market. */
  readonly stock: number;
  /**
   * docs/product.md#constants-and-limits: the diameter the plate is drawn with; `undefined` when
   * not given.
   */
  readonly diameterCm: number | undefined;
}

/** Which market's stock and which pricelist's prices the picker shows. */
export interface PickerMarket {
  readonly marketId: string;
  readonly pricelistId: string;
}

/**
 * docs/product.md#item-picker: the candidates of a category's products, one per item (size), in the
 * catalogue's order. A product without a price in the site's pricelist cannot be sold there
 * and is left out; a missing stock entry is no stock (docs/product.md#cart-data).
 */
export function pickerCandidates(
  products: readonly Product[],
  market: PickerMarket,
): readonly PickerCandidate[] {
  return products.flatMap((product) => {
    const prices = product.pricesByPricelist;
    const price = Object.hasOwn(prices, market.pricelistId)
      ? prices[market.pricelistId]
      : undefined;
    if (price === undefined) return [];
    const diameterCm = plateDiameterCm(product.measurement);
    return product.items.map((item) => ({
      itemId: item.id,
      productId: product.id,
      name: product.name,
      colour: product.silkVariantName,
      size: item.size,
      imageUrl: product.media[0]?.url,
      price: price.priceAsNumber,
      stock: itemStock(item, market.marketId),
      diameterCm,
    }));
  });
}
