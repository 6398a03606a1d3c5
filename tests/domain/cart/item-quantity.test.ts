import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { quantityOfItem } from '@/domain/cart/item-quantity';
import { cart, cartLine, cartWith } from '../../support/cart-arbitraries';

describe('pieces of an item already in the cart (docs/product.md#adding-to-cart)', () => {
  test.prop([cart])('the pieces of every item add up to the whole cart', (c) => {
    const items = [...new Set(c.items.map((line) => line.item))];
    const sum = items.reduce((total, item) => total + quantityOfItem(c, item), 0);
    expect(sum).toBe(c.totals.totalQuantity);
  });

  test.prop([cart, fc.stringMatching(/^[a-z]{1,4}$/)])(
    'an item the cart does not hold has none',
    (c, absent) => {
      expect(quantityOfItem(c, absent)).toBe(0);
    },
  );

  it('counts every line holding the item, hidden REP lines too', () => {
    const c = cartWith(cartLine('A', 2), { ...cartLine('A', 3), sku: 'REP-A', line: 'l2' });
    expect(quantityOfItem(c, 'A')).toBe(5);
    expect(quantityOfItem(undefined, 'A')).toBe(0);
  });
});
