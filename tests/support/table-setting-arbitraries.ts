import fc from 'fast-check';
import type { Product, ProductItem, ProductPrice } from '@/domain/catalogue/product';
import type { TableSettingLine } from '@/domain/table-setting/table-setting-line';

/** A price in whole öre, as a number of crowns, so sums are exact. */
export const price = fc.integer({ min: 0, max: 1_000_000 }).map((ore) => ore / 100);

export const tableSettingLine: fc.Arbitrary<TableSettingLine> = fc.record({
  variantId: fc.string({ minLength: 1, maxLength: 6 }),
  price: fc.integer({ min: 0, max: 100_000 }),
  quantity: fc.integer({ min: 0, max: 10 }),
  stock: fc.integer({ min: -2, max: 20 }),
});

export const tableSettingLines = fc.array(tableSettingLine, { maxLength: 8 });

export const category = fc.constantFrom('plates', 'bowls', 'dishes', 'mugs', 'cups');

/** A market and pricelist the picker reads stock and prices in. */
export const pickerMarket = fc.record({
  marketId: fc.constantFrom('1', '2'),
  pricelistId: fc.constantFrom('10', '20'),
});

const catalogueItem: fc.Arbitrary<ProductItem> = fc.record({
  id: fc.stringMatching(/^[0-9]{4}-[0-9]$/),
  sku: fc.string({ maxLength: 4 }),
  size: fc.constantFrom('', 'S', '50x70'),
  stockByMarket: fc.dictionary(fc.constantFrom('1', '2', '3'), fc.integer({ min: -2, max: 30 })),
});

const productPrice: fc.Arbitrary<ProductPrice> = price.map((amount) => ({
  price: `${amount} kr`,
  priceAsNumber: amount,
  priceBeforeDiscount: `${amount} kr`,
  priceBeforeDiscountAsNumber: amount,
  discountPercent: 0,
}));

/** A catalogue product as the picker reads it: items, prices, a measurement, a picture. */
export const catalogueProduct: fc.Arbitrary<Product> = fc
  .record({
    id: fc.stringMatching(/^[0-9]{4}$/),
    name: fc.string({ maxLength: 8 }),
    silkVariantName: fc.string({ maxLength: 6 }),
    measurement: fc.option(fc.constantFrom('27 cm', '21,5 cm', '240 mm', 'stor'), {
      nil: undefined,
    }),
    media: fc.array(fc.record({ url: fc.webUrl(), alt: fc.constant('') }), { maxLength: 2 }),
    items: fc.array(catalogueItem, { maxLength: 3 }),
    pricesByPricelist: fc.dictionary(fc.constantFrom('10', '20', '30'), productPrice),
  })
  .map((fields) => ({
    ...fields,
    uri: `p-${fields.id}`,
    canonicalUri: `p-${fields.id}`,
    brandName: 'Lera',
    excerpt: '',
    description: '',
    sku: `SKU-${fields.id}`,
    motherSku: 'M',
    silkId: 'S',
    color: 'sand',
    categoryIds: ['11'],
    badges: [],
    createdAt: '2026-01-01T00:00:00.000Z',
  }));

/** A table-setting category's candidates: distinct item ids, any stock and price. */
export const pickerCandidateList = fc.uniqueArray(
  fc.record({
    itemId: fc.stringMatching(/^[0-9]{4}-[0-9]$/),
    productId: fc.stringMatching(/^[0-9]{4}$/),
    name: fc.string({ maxLength: 6 }),
    colour: fc.string({ maxLength: 6 }),
    size: fc.constant(''),
    imageUrl: fc.constant(undefined),
    price,
    stock: fc.integer({ min: -2, max: 30 }),
    diameterCm: fc.option(fc.integer({ min: 10, max: 40 }), { nil: undefined }),
  }),
  { maxLength: 6, selector: (candidate) => candidate.itemId },
);
