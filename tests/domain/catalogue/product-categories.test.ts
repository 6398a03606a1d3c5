import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { Category } from '@/domain/catalogue/product';
import { productCategories } from '@/domain/catalogue/product-categories';

const category = (id: string): Category => ({
  id,
  name: `Name ${id}`,
  label: `Label ${id}`,
  uri: `uri-${id}`,
  parentId: null,
});
const tree = fc
  .uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 8 })
  .map((ids) => ids.map(category));

describe('a product’s categories (docs/product.md#products-and-variants)', () => {
  test.prop([tree, fc.array(fc.string({ maxLength: 4 }), { maxLength: 5 })])(
    'are the tree’s categories with the product’s ids, in the product’s order',
    (categories, categoryIds) => {
      const known = new Set(categories.map(({ id }) => id));
      expect(productCategories({ categoryIds }, categories).map(({ id }) => id)).toEqual(
        categoryIds.filter((id) => known.has(id)),
      );
    },
  );

  it('leaves out ids the tree does not hold', () => {
    const found = productCategories({ categoryIds: ['10', '99', '11'] }, [
      category('11'),
      category('10'),
    ]);
    expect(found.map(({ name }) => name)).toEqual(['Name 10', 'Name 11']);
  });
});
