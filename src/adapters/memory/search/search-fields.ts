import type { NumberRange, SearchFilter } from '@/domain/search/search-filter';
import type { Language } from '@/domain/site/site';
import type { SearchIndex } from './indexed-catalogue';
import type { MarketView } from './market-view';

/** What a request sees of the index: the market's stock and prices, the site's language. */
export interface IndexView {
  readonly index: SearchIndex;
  readonly market: MarketView;
  readonly language: Language;
}

/** A variant test, by variant position. */
export type VariantTest = (variant: number) => boolean;

const CATEGORY_LEVEL = /^category(\d+)$/;

/**
 * The text values of a field for one variant (docs/product.md#search-data): `category1`,
 * `category2`, … (the design's Swedish category names), `color`, `size`, `brand`, and `id` (the
 * variant's product id, which editors pick products by). `undefined`
 * for a field the index does not have as text.
 */
export function textField(
  view: IndexView,
  name: string,
): ((variant: number) => readonly string[]) | undefined {
  const { variants, items } = view.index;
  const level = CATEGORY_LEVEL.exec(name);
  if (level) {
    const at = Number(level[1]) - 1;
    return (variant) => {
      const category = items[variants[variant]?.item ?? -1]?.categories[at];
      return category === undefined ? [] : [category];
    };
  }
  switch (name) {
    case 'color':
      return (variant) => {
        const colour = variants[variant]?.colour[view.language];
        return colour === undefined ? [] : [colour];
      };
    case 'size':
      return (variant) => variants[variant]?.sizes ?? [];
    case 'id':
      return (variant) => {
        const product = variants[variant]?.product;
        return product === undefined ? [] : [product.id];
      };
    case 'brand':
      return (variant) => {
        const brand = items[variants[variant]?.item ?? -1]?.brand;
        return brand === undefined ? [] : [brand];
      };
    default:
      return undefined;
  }
}

/** The number a field holds for one variant: `price` and `quantity` in the view's market. */
export function numberField(
  view: IndexView,
  name: string,
): ((variant: number) => number) | undefined {
  if (name === 'price') return (variant) => view.market.price[variant] ?? 0;
  if (name === 'quantity') return (variant) => view.market.quantity[variant] ?? 0;
  return undefined;
}

/** Whether `value` lies in one of the ranges, both ends included, an absent end open. */
export function inRanges(value: number, ranges: readonly NumberRange[]): boolean {
  return ranges.some(
    ({ from, to }) => (from === undefined || value >= from) && (to === undefined || value <= to),
  );
}

/**
 * A filter as a variant test (docs/product.md#filters-and-sort): a value filter keeps variants
 * holding any of its values; a range filter those in one of its ranges, or — `exclude`, the
 * in-stock option — outside all of them. A filter on a field the index lacks keeps nothing, as a
 * real index would.
 */
export function filterTest(view: IndexView, filter: SearchFilter): VariantTest {
  if (filter.type === 'range') {
    const field = numberField(view, filter.name);
    if (!field) return () => false;
    return (variant) => inRanges(field(variant), filter.values) !== filter.exclude;
  }
  const field = textField(view, filter.name);
  if (!field) return () => false;
  const wanted = new Set(filter.values);
  return (variant) => field(variant).some((value) => wanted.has(value));
}
