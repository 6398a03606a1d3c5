import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { FilterMetadata } from '@/domain/catalogue/product';
import {
  facetLabels,
  facetTitle,
  facetValueLabel,
  NO_FACET_LABELS,
} from '@/domain/search/facet-labels';

const facetName = fc.constantFrom('category1', 'category2', 'color', 'size', 'price');
const rawValue = fc.constantFrom('Servering', 'Tallrikar', 'Sand', 'M', '50x70', 'Skålar');
const label = fc.oneof(
  fc.constantFrom('Tableware', 'Plates', 'Bowls', 'Size', 'size', 'category1', ' ', ''),
  fc.string(),
);

const filter: fc.Arbitrary<FilterMetadata> = fc.record({
  findifyKey: facetName,
  label,
  type: fc.constantFrom('text', 'category', 'range'),
  values: fc.array(fc.record({ value: rawValue, label }), { maxLength: 6 }),
});

const metadata = fc.array(filter, { maxLength: 6 });

const isNamed = (text: string) => text.trim() !== '';

describe('facet labels from the filter metadata (docs/product.md#filters-and-sort)', () => {
  test.prop([metadata])(
    'a listed facet reads as its first label that names it, an unlisted one has none',
    (given) => {
      const labels = facetLabels(given);
      for (const name of ['category1', 'category2', 'color', 'size', 'price', 'brand']) {
        // A label that only repeats the key (the backend gave none) names nothing.
        const first = given.find(
          (f) => f.findifyKey === name && isNamed(f.label) && f.label !== f.findifyKey,
        );
        expect(facetTitle(labels, name)).toBe(first?.label);
      }
    },
  );

  test.prop([metadata, facetName, rawValue])(
    'a value reads as its first named label in its facet, else as the provider wrote it',
    (given, name, value) => {
      const listed = given
        .filter((f) => f.findifyKey === name)
        .flatMap((f) => f.values)
        .find((v) => v.value === value && isNamed(v.label));
      expect(facetValueLabel(facetLabels(given), name, value)).toBe(listed?.label ?? value);
    },
  );

  test.prop([metadata, fc.string()])('a value no facet lists reads as itself', (given, value) => {
    fc.pre(!given.some((f) => f.values.some((v) => v.value === value)));
    expect(facetValueLabel(facetLabels(given), 'category1', value)).toBe(value);
  });

  test.prop([facetName, fc.string()])(
    'without metadata, every facet is unnamed and every value its own',
    (name, value) => {
      expect(facetTitle(NO_FACET_LABELS, name)).toBeUndefined();
      expect(facetValueLabel(NO_FACET_LABELS, name, value)).toBe(value);
      expect(facetLabels([])).toEqual(NO_FACET_LABELS);
    },
  );

  it('labels a value only in its own facet', () => {
    const labels = facetLabels([
      {
        findifyKey: 'category2',
        label: 'Subcategory',
        type: 'category',
        values: [{ value: 'Tallrikar', label: 'Plates' }],
      },
      { findifyKey: 'size', label: '', type: 'text', values: [{ value: 'M', label: 'M' }] },
      { findifyKey: 'color', label: 'color', type: 'text', values: [] },
    ]);
    expect(facetTitle(labels, 'category2')).toBe('Subcategory');
    expect(facetTitle(labels, 'size')).toBeUndefined();
    expect(facetTitle(labels, 'color')).toBeUndefined();
    expect(facetValueLabel(labels, 'category2', 'Tallrikar')).toBe('Plates');
    expect(facetValueLabel(labels, 'category1', 'Tallrikar')).toBe('Tallrikar');
    expect(facetValueLabel(labels, 'category2', 'Skålar')).toBe('Skålar');
  });
});
