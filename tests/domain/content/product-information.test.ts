import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { seededTranslations } from '@/adapters/memory/seed/translations.seed';
import {
  PRODUCT_INFORMATION_HEADING_KEYS,
  productInformationSections,
} from '@/domain/content/product-information';

const blok = (fields: Record<string, unknown>) => ({
  _uid: 'pi',
  component: 'product_information',
  motherSku: 'LERA-MUGG',
  ...fields,
});
const fieldValue = fc.oneof(
  fc.string(),
  fc.constantFrom('', ' ', '\n', '<p>Stengods</p>'),
  fc.constantFrom(undefined, null, 7, ['x'], { text: 'x' }),
);

describe('productInformationSections (docs/product.md#product-page)', () => {
  it('gives material, care and origin in that order, with their headings', () => {
    expect(
      productInformationSections(
        blok({ origin: 'Höganäs', care: '<p>Diskmaskin</p>', material: 'Stengods' }),
      ),
    ).toEqual([
      { field: 'material', headingKey: 'Product_Information_Material', text: 'Stengods' },
      { field: 'care', headingKey: 'Product_Information_Care', text: '<p>Diskmaskin</p>' },
      { field: 'origin', headingKey: 'Product_Information_Origin', text: 'Höganäs' },
    ]);
  });

  test.prop([fieldValue, fieldValue, fieldValue])(
    'has a section for each text field filled in, in the fixed order, and none for anything else',
    (material, care, origin) => {
      const sections = productInformationSections(blok({ material, care, origin }));
      const filled = Object.entries({ material, care, origin }).filter(
        ([, value]) => typeof value === 'string' && value.trim() !== '',
      );
      expect(sections.map((section) => section.field)).toEqual(filled.map(([field]) => field));
      expect(sections.map((section) => section.text)).toEqual(filled.map(([, value]) => value));
    },
  );

  it('has every heading translated in Swedish and English', () => {
    for (const key of PRODUCT_INFORMATION_HEADING_KEYS) {
      expect(seededTranslations.sv[key], key).toBeTruthy();
      expect(seededTranslations.en[key], key).toBeTruthy();
    }
  });
});
