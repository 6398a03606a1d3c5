import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { Product } from '@/domain/catalogue/product';
import { itemStock } from '@/domain/stock/item-stock';
import { pickerCandidates } from '@/domain/table-setting/picker-candidate';
import { plateDiameterCm } from '@/domain/table-setting/plate-diameter';
import { catalogueProduct, pickerMarket } from '../../support/table-setting-arbitraries';

// A catalogue never repeats a product id, so candidates can be traced back by id.
const products = fc.uniqueArray(catalogueProduct, { maxLength: 5, selector: (p) => p.id });

describe('item picker candidates (docs/product.md#item-picker)', () => {
  test.prop([products, pickerMarket])(
    'one candidate per item of each product priced in the pricelist, in catalogue order',
    (list, market) => {
      const priced = list.filter((p) => Object.hasOwn(p.pricesByPricelist, market.pricelistId));
      expect(pickerCandidates(list, market).map((c) => [c.productId, c.itemId])).toEqual(
        priced.flatMap((p) => p.items.map((item) => [p.id, item.id])),
      );
    },
  );

  test.prop([products, pickerMarket])(
    "carries the pricelist's price, the market's stock and the measured diameter",
    (list, market) => {
      for (const candidate of pickerCandidates(list, market)) {
        const product = list.find((p) => p.id === candidate.productId) as Product;
        const item = product.items.find((i) => i.id === candidate.itemId);
        expect(item).toBeDefined();
        expect(candidate.price).toBe(product.pricesByPricelist[market.pricelistId]?.priceAsNumber);
        expect(candidate.stock).toBe(itemStock(item ?? { stockByMarket: {} }, market.marketId));
        expect(candidate.diameterCm).toBe(plateDiameterCm(product.measurement));
        expect(candidate.imageUrl).toBe(product.media[0]?.url);
      }
    },
  );

  it('pins an example', () => {
    const product: Product = {
      uri: 'middagstallrik-sand',
      canonicalUri: 'servering/tallrikar/middagstallrik-sand',
      brandName: 'Lera Keramik',
      excerpt: '',
      description: '',
      sku: 'LERA-MIDDAGSTALLRIK-SAND',
      motherSku: 'LERA-MIDDAGSTALLRIK',
      silkId: 'middagstallrik',
      color: 'sand',
      categoryIds: ['10', '11'],
      badges: [],
      createdAt: '2026-01-01T00:00:00.000Z',
      id: '1001',
      name: 'Middagstallrik 27 cm',
      silkVariantName: 'Sand',
      measurement: '27 cm',
      media: [{ url: '/plate.svg', alt: '' }],
      items: [{ id: '1001-1', sku: 'P', size: '', stockByMarket: { '1': 4 } }],
      pricesByPricelist: {
        '10': {
          price: '349 kr',
          priceAsNumber: 349,
          priceBeforeDiscount: '349 kr',
          priceBeforeDiscountAsNumber: 349,
          discountPercent: 0,
        },
      },
    };
    expect(pickerCandidates([product], { marketId: '1', pricelistId: '10' })).toEqual([
      {
        itemId: '1001-1',
        productId: '1001',
        name: 'Middagstallrik 27 cm',
        colour: 'Sand',
        size: '',
        imageUrl: '/plate.svg',
        price: 349,
        stock: 4,
        diameterCm: 27,
      },
    ]);
    expect(pickerCandidates([product], { marketId: '2', pricelistId: '10' })[0]?.stock).toBe(0);
    expect(pickerCandidates([product], { marketId: '1', pricelistId: '20' })).toEqual([]);
  });
});
