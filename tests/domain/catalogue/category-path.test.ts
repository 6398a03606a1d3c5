import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { categoryLevelFilters, categoryTrail } from '@/domain/catalogue/category-path';
import type { Category } from '@/domain/catalogue/product';

const segment = fc.stringMatching(/^[a-zåäö0-9-]{1,12}$/);

describe('category path → level filters (docs/product.md#category-lists)', () => {
  test.prop([fc.array(segment, { maxLength: 5 })])(
    'one filter a segment, numbered from category1, each capitalised',
    (segments) => {
      const filters = categoryLevelFilters(segments.join('/'));
      expect(filters.map((filter) => filter.name)).toEqual(
        segments.map((_, index) => `category${index + 1}`),
      );
      filters.forEach((filter, index) => {
        const original = segments[index] as string;
        expect(filter.value.toLowerCase()).toBe(original.toLowerCase());
        expect(filter.value.slice(1)).toBe(original.slice(1));
        expect(filter.value.charAt(0)).toBe(original.charAt(0).toUpperCase());
      });
    },
  );

  test.prop([fc.array(segment, { maxLength: 4 })])('ignores empty segments', (segments) => {
    const messy = `/${segments.join('//')}/`;
    expect(categoryLevelFilters(messy)).toEqual(categoryLevelFilters(segments.join('/')));
  });

  it('capitalises Swedish letters and decodes escapes', () => {
    expect(categoryLevelFilters('k%C3%B6k/%C3%A5terbruk/tallrikar')).toEqual([
      { name: 'category1', value: 'Kök' },
      { name: 'category2', value: 'Återbruk' },
      { name: 'category3', value: 'Tallrikar' },
    ]);
    expect(categoryLevelFilters('bad%E0')).toEqual([{ name: 'category1', value: 'Bad%E0' }]);
    expect(categoryLevelFilters('')).toEqual([]);
  });
});

const categoryAt = (uri: string): Category => ({
  id: uri,
  name: uri,
  label: uri,
  uri,
  parentId: null,
});

describe('the categories on the way to one (docs/product.md#category-lists)', () => {
  test.prop([
    fc.array(segment, { minLength: 1, maxLength: 4 }),
    fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
  ])('is each leading part of the path a category has, the top first', (segments, known) => {
    const prefixes = segments.map((_, index) => segments.slice(0, index + 1).join('/'));
    const tree = prefixes.filter((_, index) => known[index]).map(categoryAt);
    const elsewhere = categoryAt(`${segments.join('/')}-x`);
    const trail = categoryTrail(segments.join('/'), [elsewhere, ...tree.slice().reverse()]);
    expect(trail.map((category) => category.uri)).toEqual(tree.map((category) => category.uri));
  });

  it('reads the path without its empty parts', () => {
    const tree = ['servering', 'servering/tallrikar'].map(categoryAt);
    expect(categoryTrail('/servering//tallrikar/', tree)).toEqual(tree);
    expect(categoryTrail('', tree)).toEqual([]);
  });
});
