import { test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { visibleLines } from '@/domain/cart/cart-lines';
import { linesLeft } from '@/domain/cart/lines-left';
import { cart, cartLine, cartWith } from '../../support/cart-arbitraries';

describe('the lines a market switch took from the cart (docs/product.md#cart-and-checkout-rules)', () => {
  test.prop([cart])('a cart compared with itself lost nothing', (c) => {
    expect(linesLeft(c, c)).toEqual({ removed: [], reduced: [] });
  });

  test.prop([cart])('everything the shopper saw is removed when the new cart is empty', (c) => {
    const { removed, reduced } = linesLeft(c, cartWith());
    expect(new Set(removed.map((line) => line.item))).toEqual(
      new Set(visibleLines(c).map((line) => line.item)),
    );
    expect(reduced).toEqual([]);
  });

  test('names a line gone and a line with fewer pieces, not one kept whole or a hidden one', () => {
    const before = cartWith(cartLine('PLATE', 2), cartLine('BOWL', 3), cartLine('MUG', 1), {
      ...cartLine('PART', 1),
      sku: 'REP-1',
    });
    const after = cartWith(cartLine('BOWL', 1), cartLine('MUG', 1));
    const { removed, reduced } = linesLeft(before, after);
    expect(removed.map((line) => line.item)).toEqual(['PLATE']);
    expect(reduced.map((line) => line.item)).toEqual(['BOWL']);
  });
});
