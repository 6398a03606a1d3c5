import type { SearchItem, Variant } from '@/domain/search/search-item';
import { formatSite, type Site } from '@/domain/site/site';
import { seededPricelists } from '@/adapters/memory/seed/markets.seed';
import { GIFT_CARD_CATEGORY } from './indexed-catalogue';
import type { IndexView } from './search-fields';

/**
 * Where a product page lives (docs/product.md#search-and-filters: reached from its URL key, under
 * the site prefix).
 */
export function productUrl(site: Site, urlKey: string): string {
  return `/${formatSite(site)}/${urlKey}`;
}

/**
 * One variant as the provider answers it (docs/product.md#search-data) in the view's market and
 * language. `centraItemId` is the colour's first size item — for a one-size product the item a
 * quick add puts in the cart; `priceText` holds the price written in every seeded pricelist's
 * currency.
 */
export function variantOf(view: IndexView, position: number): Variant {
  const { product, colour, sizes } = view.index.variants[position] ?? missing(position);
  return {
    id: product.id,
    quantity: view.market.quantity[position] ?? 0,
    price: view.market.price[position] ?? 0,
    ...compareAtOf(view.market.compareAt[position]),
    color: [colour[view.language]],
    size: sizes,
    imageUrl: product.media[0]?.url ?? '',
    customFields: {
      centraItemId: product.items[0]?.id ?? product.id,
      urlKey: product.uri,
      ...(product.volume === undefined ? {} : { volume: product.volume }),
      colorCodeEn: product.color,
      ...(product.oldColors === undefined ? {} : { oldColors: product.oldColors }),
      ...(product.swatchImageUrl === undefined ? {} : { swatchImageUrl: product.swatchImageUrl }),
      ...(product.hoverImage === undefined ? {} : { hoverImage: product.hoverImage }),
      badges: product.badges,
      priceText: Object.fromEntries(
        seededPricelists.flatMap((pricelist) => {
          const price = product.pricesByPricelist[pricelist.id];
          return price ? [[pricelist.currency.uri, price.price]] : [];
        }),
      ),
    },
  };
}

/**
 * A search item (docs/product.md#search-data): the design, showing `selected` — its title is the
 * design's name, its `name` that name with the shown colour (a gift card's is its title), its
 * price, picture and custom fields the shown variant's; `quantity` is the stock of all colours and
 * `size` every size sold.
 */
export function searchItemOf(
  view: IndexView,
  site: Site,
  item: number,
  selected: number,
): SearchItem {
  const indexed = view.index.items[item] ?? missing(item);
  const variants = indexed.variants.map((position) => variantOf(view, position));
  const shown = variantOf(view, selected);
  const { product, colour } = view.index.variants[selected] ?? missing(selected);
  const title = indexed.title[view.language];
  const colourName =
    colour[view.language] === GIFT_CARD_CATEGORY
      ? undefined
      : product.silkVariantName[view.language];
  return {
    id: indexed.id,
    title,
    name: colourName ? `${title}, ${colourName}` : title,
    thumbnailUrl: shown.imageUrl,
    imageUrl: shown.imageUrl,
    productUrl: productUrl(site, shown.customFields.urlKey),
    price: shown.price,
    ...compareAtOf(shown.compareAt),
    category: indexed.categories,
    quantity: variants.reduce((sum, variant) => sum + variant.quantity, 0),
    selectedVariantId: shown.id,
    size: [...new Set(variants.flatMap((variant) => variant.size))],
    variants,
    customFields: {
      urlKey: shown.customFields.urlKey,
      centraItemId: shown.customFields.centraItemId,
    },
  };
}

/** `compareAt` only where there is one, as the provider leaves the field out. */
function compareAtOf(compareAt: number | undefined): { compareAt?: number } {
  return compareAt === undefined ? {} : { compareAt };
}

function missing(position: number): never {
  throw new RangeError(`No search item or variant at ${position}`);
}
