import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { shownVariant } from '@/domain/search/shown-variant';
import type { SearchItem } from '@/domain/search/search-item';
import { searchItem } from '../../support/search-item-arbitraries';

/** The item with its selected variant id replaced (possibly by one it does not list). */
const selecting = (item: SearchItem, selectedVariantId: string): SearchItem => ({
  ...item,
  selectedVariantId,
});

describe('shownVariant (docs/product.md#product-list-item)', () => {
  test.prop([searchItem, fc.string({ maxLength: 4 }), fc.boolean(), fc.boolean()])(
    'shows the chosen variant, else the selected one, else the first',
    (listed, unknown, chooseListed, selectListed) => {
      const other = listed.variants.at(-1)?.id ?? '';
      const item = selectListed ? listed : selecting(listed, `missing-${unknown}`);
      const chosen = chooseListed ? other : `missing-${unknown}`;
      const ids = item.variants.map(({ id }) => id);
      const expected = ids.includes(chosen)
        ? chosen
        : ids.includes(item.selectedVariantId)
          ? item.selectedVariantId
          : ids[0];
      expect(shownVariant(item, chosen)?.id).toBe(expected);
    },
  );

  test.prop([searchItem, fc.string()])('shows none of an item without variants', (item, id) => {
    expect(shownVariant({ ...item, variants: [] }, id)).toBeUndefined();
  });
});
