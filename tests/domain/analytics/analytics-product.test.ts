import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { ecommerceLines, ecommerceProduct } from '@/domain/analytics/analytics-product';
import { analyticsProduct, cartLines } from '../../support/analytics-arbitraries';

describe('data-layer product object (docs/product.md#analytics)', () => {
  test.prop([analyticsProduct])('carries id, name and price, and no blank fields', (product) => {
    const mapped = ecommerceProduct(product);
    expect(mapped).toMatchObject({ id: product.id, name: product.name, price: product.price });
    for (const value of Object.values(mapped)) {
      expect(value === '' || value === undefined).toBe(false);
    }
    expect('brand' in mapped).toBe(Boolean(product.brand));
    expect('variant' in mapped).toBe(Boolean(product.variant));
  });

  test.prop([analyticsProduct])('joins the category levels with slashes', (product) => {
    const levels = (product.category ?? []).filter((level) => level !== '');
    expect(ecommerceProduct(product).category).toBe(levels.length ? levels.join('/') : undefined);
  });

  test.prop([cartLines])('cart lines keep their quantity', (lines) => {
    expect(ecommerceLines(lines).map((line) => line.quantity)).toEqual(
      lines.map((line) => line.quantity),
    );
  });

  it('pins a full and a bare product', () => {
    const plate = {
      id: 'PL-27-W',
      name: 'Plate',
      price: 295,
      brand: 'Mateus',
      category: ['Tableware', '', 'Plates'],
      variant: 'White',
    };
    expect(ecommerceProduct(plate, { quantity: 2, position: 3, list: 'Plates' })).toEqual({
      id: 'PL-27-W',
      name: 'Plate',
      price: 295,
      brand: 'Mateus',
      category: 'Tableware/Plates',
      variant: 'White',
      quantity: 2,
      position: 3,
      list: 'Plates',
    });
    const bare = ecommerceProduct(
      { id: 'X', name: 'Bowl', price: 0, brand: '', category: [''], variant: '' },
      { list: '' },
    );
    expect(Object.keys(bare)).toEqual(['id', 'name', 'price']);
    expect(Object.keys(ecommerceProduct({ id: 'X', name: 'Bowl', price: 0 }))).toEqual([
      'id',
      'name',
      'price',
    ]);
    expect(
      ecommerceProduct({ id: 'X', name: 'B', price: 1 }, { quantity: 0, position: 0 }),
    ).toEqual({ id: 'X', name: 'B', price: 1, quantity: 0, position: 0 });
  });
});
