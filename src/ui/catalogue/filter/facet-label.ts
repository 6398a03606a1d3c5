import { isColourFacet } from '@/domain/search/facet-visibility';
import { IN_STOCK_FIELD } from '@/domain/search/in-stock-filter';
import { parseRangeValue } from '@/domain/search/range-value';

/**
 * The translation keys that name the facets the fake and real providers answer with, where the
 * filter metadata names none (docs/product.md#filters-and-sort).
 */
const FACET_LABEL_KEYS: Readonly<Record<string, string>> = {
  category1: 'Filter_Category',
  category2: 'Filter_Subcategory',
  size: 'Filter_Size',
  price: 'Filter_Price',
};

/**
 * The facet's heading as a translation key, or `null` when the panel does not list it: the
 * quantity facet is the in-stock-online checkbox instead (docs/product.md#filters-and-sort). An
 * unknown facet keeps its provider name.
 */
export function facetLabelKey(name: string): string | null {
  if (name === IN_STOCK_FIELD) return null;
  if (isColourFacet({ name })) return 'Filter_Color';
  return FACET_LABEL_KEYS[name] ?? name;
}

/** How a range facet value (`0-250`, `1000-`) is written, with `price` formatting the ends. */
export function rangeLabel(
  value: string,
  t: (key: string, params?: Readonly<Record<string, string | number>>) => string,
  price: (amount: number) => string,
): string {
  const range = parseRangeValue(value);
  if (!range) return value;
  const { from, to } = range;
  if (from !== undefined && to !== undefined) {
    return t('Filter_Price_Range', { from: price(from), to: price(to) });
  }
  if (from !== undefined) return t('Filter_Price_From', { from: price(from) });
  if (to !== undefined) return t('Filter_Price_Upto', { to: price(to) });
  return value;
}
