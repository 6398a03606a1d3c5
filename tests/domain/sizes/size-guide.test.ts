import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { seededTranslations } from '@/adapters/memory/seed/translations.seed';
import {
  DIAMETER_CATEGORIES,
  isDiameterCategory,
  offeredSizeGuide,
  offersSizes,
  showsDiameter,
  sizeGuideFor,
  sizeLevelKeys,
} from '@/domain/sizes/size-guide';

const padding = fc.constantFrom('', ' ', '  ');
const diameterName = fc
  .tuple(padding, fc.mixedCase(fc.constantFrom(...DIAMETER_CATEGORIES)), padding)
  .map(([left, name, right]) => `${left}${name}${right}`);
const otherName = fc
  .string()
  .filter((s) => !['tallrikar', 'fat', 'skålar'].includes(s.normalize('NFC').trim().toLowerCase()));
const guideCategory = fc.constantFrom(
  ['Tallrikar', 'plates'] as const,
  ['Fat', 'plates'] as const,
  ['Skålar', 'plates'] as const,
  ['Textil', 'textiles'] as const,
  ['Kläder', 'apparel'] as const,
);
const guidelessName = fc
  .string()
  .filter(
    (s) =>
      !['tallrikar', 'fat', 'skålar', 'textil', 'kläder'].includes(
        s.normalize('NFC').trim().toLowerCase(),
      ),
  );

describe('size guide with diameter (docs/product.md#product-size-selection)', () => {
  test.prop([diameterName])('plates, dishes and bowls show diameter in any case', (name) => {
    expect(isDiameterCategory(name)).toBe(true);
  });

  test.prop([otherName])('no other category does', (name) => {
    expect(isDiameterCategory(name)).toBe(false);
  });

  test.prop([fc.array(otherName, { maxLength: 3 }), diameterName, fc.nat({ max: 3 })])(
    'a category path shows diameter exactly when one of its levels does',
    (others, name, at) => {
      expect(showsDiameter(others)).toBe(false);
      expect(showsDiameter([...others.slice(0, at), name, ...others.slice(at)])).toBe(true);
    },
  );

  it('knows the three Swedish names', () => {
    expect(DIAMETER_CATEGORIES).toEqual(['Tallrikar', 'Fat', 'Skålar']);
    expect(isDiameterCategory('Tallrikar')).toBe(true);
    expect(isDiameterCategory('fat')).toBe(true);
    expect(isDiameterCategory('SKÅLAR')).toBe(true);
    expect(isDiameterCategory(' Skålar ')).toBe(true);
    expect(isDiameterCategory('Ska\u030alar')).toBe(true);
    expect(isDiameterCategory('Skål')).toBe(false);
    expect(isDiameterCategory('Skalar')).toBe(false);
    expect(isDiameterCategory('Tallrikar\u200b')).toBe(true);
    expect(isDiameterCategory('Fatöl')).toBe(false);
    expect(isDiameterCategory('Plates')).toBe(false);
    expect(isDiameterCategory('')).toBe(false);
    expect(showsDiameter(['Servering', 'Fat'])).toBe(true);
    expect(showsDiameter(['Servering', 'Koppar'])).toBe(false);
    expect(showsDiameter([])).toBe(false);
  });

  test.prop([fc.array(guidelessName, { maxLength: 4 })])(
    'a category path without a guide category offers no guide',
    (path) => {
      expect(sizeGuideFor(path)).toBeUndefined();
    },
  );

  test.prop([
    fc.array(guidelessName, { maxLength: 3 }),
    guideCategory,
    fc.array(guidelessName, { maxLength: 3 }),
    padding,
  ])(
    'a path offers the guide of its one guide category, at any level, in any case',
    (above, [name, guide], below, pad) => {
      expect(sizeGuideFor([...above, `${pad}${name.toUpperCase()}${pad}`, ...below])).toBe(guide);
    },
  );

  test.prop([fc.array(guideCategory, { minLength: 1, maxLength: 4 })])(
    'the most specific level with a guide decides',
    (levels) => {
      expect(sizeGuideFor(levels.map(([name]) => name))).toBe(levels.at(-1)?.[1]);
    },
  );

  it('maps the seeded categories to their guides', () => {
    expect(sizeGuideFor(['Servering', 'Tallrikar'])).toBe('plates');
    expect(sizeGuideFor(['Servering', 'Skålar'])).toBe('plates');
    expect(sizeGuideFor(['Textil', 'Kuddfodral'])).toBe('textiles');
    expect(sizeGuideFor(['Kläder', 'Tröjor'])).toBe('apparel');
    expect(sizeGuideFor(['Servering', 'Muggar'])).toBeUndefined();
    expect(sizeGuideFor(['Presentkort'])).toBeUndefined();
    expect(sizeGuideFor([])).toBeUndefined();
  });
});

describe('what the levels of a size measure (docs/product.md#product-size-selection)', () => {
  test('textiles are width × length, in both languages', () => {
    const keys = sizeLevelKeys('textiles');
    expect(keys).toEqual(['Product_Size_Width', 'Product_Size_Length']);
    for (const key of keys ?? []) {
      expect(seededTranslations.sv[key]).toBeTruthy();
      expect(seededTranslations.en[key]).toBeTruthy();
    }
  });

  test('a guide without two measures, or no guide, names none', () => {
    expect(sizeLevelKeys('plates')).toBeUndefined();
    expect(sizeLevelKeys('apparel')).toBeUndefined();
    expect(sizeLevelKeys(undefined)).toBeUndefined();
  });

  test('a product offers sizes when any item has one', () => {
    expect(offersSizes([{ size: '' }])).toBe(false);
    expect(offersSizes([{ size: ' ' }, { size: '' }])).toBe(false);
    expect(offersSizes([{ size: '' }, { size: '27 cm' }])).toBe(true);
  });
});

describe('offeredSizeGuide (docs/product.md#content-service: the size-guide list and the guide by name)', () => {
  const guide = fc.constantFrom('plates' as const, 'textiles' as const, 'apparel' as const);
  const names = fc.array(fc.constantFrom('plates', 'textiles', 'apparel', 'hats'));

  test.prop([fc.option(guide, { nil: undefined }), names])(
    "offers the categories' guide only when the content service lists it",
    (wanted, listed) => {
      const offered = offeredSizeGuide(wanted, listed);
      expect(offered).toBe(wanted !== undefined && listed.includes(wanted) ? wanted : undefined);
    },
  );

  test.prop([fc.option(guide, { nil: undefined })])(
    "offers the categories' guide while the list is unknown",
    (wanted) => {
      expect(offeredSizeGuide(wanted, undefined)).toBe(wanted);
    },
  );

  it('offers nothing for a product without a guide, whatever is listed', () => {
    expect(offeredSizeGuide(undefined, ['plates'])).toBeUndefined();
    expect(offeredSizeGuide('textiles', ['plates', 'apparel'])).toBeUndefined();
    expect(offeredSizeGuide('textiles', [])).toBeUndefined();
  });
});
