import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { ecommerceProduct } from '@/domain/analytics/analytics-product';
import {
  DEFAULT_LIST_NAME,
  listName,
  productClick,
  productDetail,
  productImpressions,
} from '@/domain/analytics/product-events';
import { analyticsProduct, currencyCode, listNameInput } from '../../support/analytics-arbitraries';

const plate = { id: 'PL-27', name: 'Plate', price: 295 };

describe('product events (docs/product.md#analytics)', () => {
  test.prop([listNameInput])('a blank or missing list is the Generic Product List', (list) => {
    const trimmed = (list ?? '').trim();
    expect(listName(list)).toBe(trimmed === '' ? 'Generic Product List' : trimmed);
  });

  test.prop([
    currencyCode,
    fc.array(fc.tuple(analyticsProduct, fc.integer({ min: 1, max: 200 }), listNameInput), {
      maxLength: 6,
    }),
  ])('impressions keep their order, positions and lists', (currency, seen) => {
    const impressions = seen.map(([product, position, list]) => ({ ...product, position, list }));
    expect(productImpressions(currency, impressions)).toEqual({
      event: 'productImpressions',
      ecommerce: {
        currencyCode: currency,
        impressions: seen.map(([product, position, list]) =>
          ecommerceProduct(product, { position, list: listName(list) }),
        ),
      },
    });
  });

  it('pins the shapes', () => {
    expect(DEFAULT_LIST_NAME).toBe('Generic Product List');
    expect(listName(' Plates ')).toBe('Plates');
    expect(productImpressions('SEK', [{ ...plate, position: 1 }])).toEqual({
      event: 'productImpressions',
      ecommerce: {
        currencyCode: 'SEK',
        impressions: [{ ...plate, position: 1, list: 'Generic Product List' }],
      },
    });
    expect(productClick('SEK', plate, 4, 'Search Results')).toEqual({
      event: 'productClick',
      ecommerce: {
        currencyCode: 'SEK',
        click: { actionField: { list: 'Search Results' }, products: [{ ...plate, position: 4 }] },
      },
    });
    expect(productClick('EUR', plate, 1).ecommerce.click.actionField.list).toBe(
      'Generic Product List',
    );
    expect(productDetail('NOK', plate)).toEqual({
      event: 'productDetail',
      ecommerce: {
        currencyCode: 'NOK',
        detail: { actionField: { list: 'Generic Product List' }, products: [plate] },
      },
    });
    expect(productDetail('NOK', plate, 'Quick view').ecommerce.detail.actionField.list).toBe(
      'Quick view',
    );
  });
});
