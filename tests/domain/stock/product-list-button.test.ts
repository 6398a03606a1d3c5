import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { productListButton, type ListItem } from '@/domain/stock/product-list-button';
import { itemId, signUps, stock } from '../../support/stock-arbitraries';

const listItem: fc.Arbitrary<ListItem> = fc.record({
  id: itemId,
  quantity: stock,
  price: fc.constantFrom('299 kr', '€12,50'),
});

describe('product list item button (docs/product.md#product-list-item)', () => {
  test.prop([listItem, signUps])(
    'adds to cart with the price exactly when in stock',
    (item, list) => {
      const button = productListButton(item, list);
      expect(button.kind === 'add-to-cart').toBe(item.quantity > 0);
      if (button.kind === 'add-to-cart') expect(button.price).toBe(item.price);
    },
  );

  test.prop([listItem, signUps])(
    'out of stock, reads signed up exactly when the item is in the sign-up list',
    (item, list) => {
      fc.pre(item.quantity <= 0);
      expect(productListButton(item, list)).toEqual({
        kind: list.includes(item.id) ? 'signed-up' : 'notify-me',
      });
    },
  );

  it('pins each state', () => {
    const item = { id: '7', price: '299 kr' };
    expect(productListButton({ ...item, quantity: 1 }, ['7'])).toEqual({
      kind: 'add-to-cart',
      price: '299 kr',
    });
    expect(productListButton({ ...item, quantity: 0 }, [])).toEqual({ kind: 'notify-me' });
    expect(productListButton({ ...item, quantity: 0 }, ['8'])).toEqual({ kind: 'notify-me' });
    expect(productListButton({ ...item, quantity: 0 }, ['8', '7'])).toEqual({ kind: 'signed-up' });
  });
});
