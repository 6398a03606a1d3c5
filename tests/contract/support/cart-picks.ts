import { seedCatalogue, type SeedProduct } from '@/adapters/memory/seed/catalogue/catalogue.seed';
import { seededShipping } from '@/adapters/memory/seed/checkout.seed';
import { seededSiteMarket } from '@/adapters/memory/seed/site-market';
import type { SiteContext } from '@/application/shared/site-context.port';
import type { ProductItem, ProductPrice } from '@/domain/catalogue/product';
import type { SiteMarket } from '@/domain/market/market-resolution';
import type { Site } from '@/domain/site/site';

export const SWEDEN: Site = { country: 'se', language: 'sv' };

/** A seeded item as one market sells it: its stock there and its price in the pricelist. */
export interface SeedItem {
  readonly product: SeedProduct;
  readonly item: ProductItem;
  readonly stock: number;
  readonly price: ProductPrice;
}

const products = seedCatalogue().products;

/** Every seeded item with its stock and price on a site, read from the seed itself. */
export function seedItems(site: Site = SWEDEN): readonly SeedItem[] {
  const { market, pricelist } = seededSiteMarket(site);
  return products.flatMap((product) =>
    product.items.map((item) => ({
      product,
      item,
      stock: item.stockByMarket[market.id] ?? 0,
      price: product.pricesByPricelist[pricelist.id]!,
    })),
  );
}

/** The first seeded item that passes; a seed without one fails the test that needs it. */
export function pickItem(
  what: string,
  passes: (item: SeedItem) => boolean,
  site = SWEDEN,
): SeedItem {
  const found = seedItems(site).find(passes);
  if (!found) throw new Error(`The seed has no ${what}`);
  return found;
}

export const marketOf = (site: Site): SiteMarket => seededSiteMarket(site);

/** A site the test can move, as the shopper does when changing country or language. */
export function movableSite(site: Site = SWEDEN): SiteContext & { site: Site } {
  return { site, isPreview: false, current: undefined };
}

const isSparePart = (seed: SeedItem) => seed.item.sku.startsWith('REP');

/** The lines' sum from which Swedish orders ship free. */
export const SEK_FREE_SHIPPING_FROM = seededShipping.SEK!.freeFrom;

/** Sold in Sweden, a few in stock, and under the free-shipping line even as a pair. */
export const plentiful = () =>
  pickItem(
    'plentiful item',
    (s) => !isSparePart(s) && s.stock >= 5 && s.price.priceAsNumber * 2 < SEK_FREE_SHIPPING_FROM,
  );
export const otherPlentiful = () =>
  pickItem(
    'second plentiful item',
    (s) => !isSparePart(s) && s.stock >= 5 && s.item.id !== plentiful().item.id,
  );
export const soldOut = () => pickItem('sold-out item', (s) => s.stock === 0);
export const sparePart = () =>
  pickItem('REP spare part in stock', (s) => isSparePart(s) && s.stock >= 1);
/** An item with enough pieces in stock to reach the free-shipping line. */
export const bulky = () =>
  pickItem(
    'item whose stock passes the free-shipping line',
    (s) => !isSparePart(s) && s.price.priceAsNumber * s.stock >= SEK_FREE_SHIPPING_FROM,
  );
