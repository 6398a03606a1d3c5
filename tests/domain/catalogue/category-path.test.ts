import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { categoryLevelFilters } from '@/domain/catalogue/category-path';

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
