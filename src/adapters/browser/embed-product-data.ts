import type { Product } from '@/domain/catalogue/product';

/**
 * The chained factories `player.updateProduct(id, factory => …)` hands the shop, in the part the
 * shop uses (Bambuser's product hydration: product → variations → sizes). Each method returns its
 * factory for the next call.
 */
export interface ProductFactory {
  product(describe: (detail: ProductDetailFactory) => ProductDetailFactory): unknown;
}

interface ProductDetailFactory {
  name(name: string): ProductDetailFactory;
  brandName(brand: string): ProductDetailFactory;
  sku(sku: string): ProductDetailFactory;
  defaultVariationIndex(index: number): ProductDetailFactory;
  variations(
    describe: (variation: () => VariationFactory) => VariationFactory[],
  ): ProductDetailFactory;
}

interface VariationFactory {
  name(name: string): VariationFactory;
  sku(sku: string): VariationFactory;
  imageUrls(urls: string[]): VariationFactory;
  sizes(describe: (size: () => SizeFactory) => SizeFactory[]): VariationFactory;
}

interface SizeFactory {
  name(name: string): SizeFactory;
  sku(sku: string): SizeFactory;
}

/**
 * A product as the show displays it: its name and brand, its colour as the one variation, its
 * pictures, and its sizes by item sku. Prices and stock differ by market and stay with the shop,
 * which answers an add with `out-of-stock` (docs/product.md#errors).
 */
export function describeProduct(product: Product): (factory: ProductFactory) => unknown {
  return (factory) =>
    factory.product((detail) =>
      detail
        .name(product.name)
        .brandName(product.brandName)
        .sku(product.sku)
        .defaultVariationIndex(0)
        .variations((variation) => [
          variation()
            .name(product.silkVariantName)
            .sku(product.sku)
            .imageUrls(product.media.map((image) => image.url))
            .sizes((size) => product.items.map((item) => size().name(item.size).sku(item.sku))),
        ]),
    );
}
