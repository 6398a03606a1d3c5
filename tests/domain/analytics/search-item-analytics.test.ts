import { test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { searchItemAnalytics } from '@/domain/analytics/search-item-analytics';
import { ecommerceProduct } from '@/domain/analytics/analytics-product';
import { searchItem, variant } from '../../support/search-item-arbitraries';

describe('searchItemAnalytics (docs/product.md#analytics)', () => {
  test.prop([searchItem, variant])(
    'reports the shown variant’s id and price with the design’s name and categories',
    (item, shown) => {
      const product = searchItemAnalytics(item, shown);
      expect(product.id).toBe(shown.id);
      expect(product.price).toBe(shown.price);
      expect(product.name).toBe(item.title || item.name);
      expect(product.category).toEqual(item.category);
    },
  );

  test.prop([searchItem, variant])(
    'names the colour as the variant, or the one size of a colourless variant',
    (item, shown) => {
      const { variant: reported } = searchItemAnalytics(item, shown);
      const colour = shown.color.join(' ');
      if (colour) expect(reported).toBe(colour);
      else if (shown.size.length === 1 && shown.size[0]) expect(reported).toBe(shown.size[0]);
      else expect(reported).toBeUndefined();
    },
  );

  test.prop([searchItem, variant])('joins the category levels in the data layer', (item, shown) => {
    const levels = item.category.filter((level) => level !== '').join('/');
    const { category } = ecommerceProduct(searchItemAnalytics(item, shown));
    expect(category).toBe(levels || undefined);
  });
});
