import { textField } from './blok-fields';
import type { Blok } from './story';

/** One headed section of a product's base information: its heading's key and the editors' text. */
export interface ProductInformationSection {
  /** The story's field it comes from (`material`, `care`, `origin`). */
  readonly field: string;
  /** The translation key of its heading. */
  readonly headingKey: string;
  /** Plain text or rich text (HTML, sanitized before it shows). */
  readonly text: string;
}

/** The fields a base-product-information story holds, in the order a page shows them. */
const SECTIONS: readonly (readonly [field: string, headingKey: string])[] = [
  ['material', 'Product_Information_Material'],
  ['care', 'Product_Information_Care'],
  ['origin', 'Product_Information_Origin'],
];

/**
 * docs/product.md#product-page base product information: the sections a product page shows from
 * its mother sku's story — material, care and origin, in that order — each one the editors filled
 * in; a blank or missing field, or one of another type, has no section.
 */
export function productInformationSections(content: Blok): readonly ProductInformationSection[] {
  return SECTIONS.flatMap(([field, headingKey]) => {
    const text = textField(content, field);
    return text.trim() === '' ? [] : [{ field, headingKey, text }];
  });
}

/** The translation keys of every section heading, for the texts' completeness checks. */
export const PRODUCT_INFORMATION_HEADING_KEYS: readonly string[] = SECTIONS.map(([, key]) => key);
