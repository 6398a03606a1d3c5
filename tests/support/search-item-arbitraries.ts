import fc from 'fast-check';
import type { SearchItem, Variant, VariantFields } from '@/domain/search/search-item';

const id = fc.stringMatching(/^[0-9a-z-]{1,12}$/);
const label = fc.string({ minLength: 1, maxLength: 12 });
const amount = fc.integer({ min: 0, max: 500_000 }).map((cents) => cents / 100);
const stock = fc.integer({ min: 0, max: 200 });

const variantFields: fc.Arbitrary<VariantFields> = fc.record(
  {
    centraItemId: id,
    urlKey: id,
    volume: label,
    colorCodeEn: label,
    oldColors: label,
    swatchImageUrl: label,
    hoverImage: label,
    badges: fc.array(label, { maxLength: 3 }),
    priceText: fc.dictionary(fc.stringMatching(/^[a-z]{3}$/), label, { maxKeys: 3 }),
  },
  { requiredKeys: ['centraItemId', 'urlKey', 'badges', 'priceText'] },
);

export const variant: fc.Arbitrary<Variant> = fc.record({
  id,
  quantity: stock,
  price: amount,
  color: fc.array(label, { maxLength: 2 }),
  size: fc.array(label, { maxLength: 3 }),
  imageUrl: fc.webUrl(),
  customFields: variantFields,
});

/** A search item as the domain holds it: any texts, a shown variant among its variants. */
export const searchItem: fc.Arbitrary<SearchItem> = fc
  .uniqueArray(variant, { minLength: 1, maxLength: 4, selector: (entry) => entry.id })
  .chain((variants) =>
    fc.record({
      id,
      title: label,
      name: label,
      thumbnailUrl: fc.webUrl(),
      imageUrl: fc.webUrl(),
      productUrl: fc.webUrl(),
      price: amount,
      category: fc.array(label, { maxLength: 3 }),
      quantity: stock,
      selectedVariantId: fc.constantFrom(...variants.map((entry) => entry.id)),
      size: fc.array(label, { maxLength: 3 }),
      variants: fc.constant(variants),
      customFields: fc.record({ urlKey: id, centraItemId: id }),
    }),
  );
