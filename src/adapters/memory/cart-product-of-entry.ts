import type { CartProduct } from '@/domain/cart/cart-product';
import { LANGUAGES, type Language } from '@/domain/site/site';
import type { CatalogueEntry } from './cart-catalogue';

/**
 * docs/product.md#cart-data: the product the fake commerce backend sends with a line of an item
 * it sells — for the cart, and for the demo shopper's past orders, so both show the picture.
 */
export function cartProduct(entry: CatalogueEntry, language: Language): CartProduct {
  const { product, item, folder } = entry;
  return {
    name: product.name[language],
    variantName: product.silkVariantName[language],
    motherSku: product.motherSku,
    productSku: product.sku,
    uri: product.uri,
    canonicalUri: entry.canonicalUri,
    image: product.media[0]?.url,
    stockByMarket: item.stockByMarket,
    localized: Object.fromEntries(
      LANGUAGES.map((code) => [
        code,
        { name: product.name[code], variantName: product.silkVariantName[code] },
      ]),
    ),
    measurement: product.measurement,
    volume: product.volume,
    folderName: folder?.name,
  };
}
