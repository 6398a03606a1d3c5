import type { SearchItem, Variant } from '@/domain/search/search-item';
import type { AnalyticsProduct } from './analytics-product';

/**
 * docs/product.md#other-calls productImpressions / productClick: a product card as the data layer
 * reports it — the shown variant's id and price, the design's name, its category levels, and the
 * colour (or, for a one-size variant, the size) as the variant.
 */
export function searchItemAnalytics(item: SearchItem, variant: Variant): AnalyticsProduct {
  const shade =
    variant.color.join(' ') || (variant.size.length === 1 ? (variant.size[0] ?? '') : '');
  return {
    id: variant.id,
    name: item.title || item.name,
    price: variant.price,
    category: item.category,
    ...(shade ? { variant: shade } : {}),
  };
}
