import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { cartContentChanged } from '@/domain/cart/cart-changed';
import { cart, cartLine, cartWith } from '../../support/cart-arbitraries';

describe('cartContentChanged (docs/product.md#animations: the cart icon on every cart change)', () => {
  test.prop([fc.option(cart, { nil: undefined })])(
    'the first cart the page learns of, or losing it, is no change',
    (some) => {
      expect(cartContentChanged(undefined, some)).toBe(false);
      expect(cartContentChanged(some, undefined)).toBe(false);
    },
  );

  test.prop([cart])('the same cart answered again, reordered or repriced, is no change', (a) => {
    const reordered = { ...a, items: [...a.items].reverse() };
    const repriced = {
      ...a,
      items: a.items.map((line) => ({ ...line, priceEachAsNumber: line.priceEachAsNumber + 1 })),
    };
    expect(cartContentChanged(a, a)).toBe(false);
    expect(cartContentChanged(a, reordered)).toBe(false);
    expect(cartContentChanged(a, repriced)).toBe(false);
  });

  test.prop([cart, fc.integer({ min: 1, max: 5 })])(
    'a quantity that went up or down, a new line and a removed line are changes',
    (a, step) => {
      const first = a.items[0];
      fc.pre(
        first !== undefined && new Set(a.items.map(({ line }) => line)).size === a.items.length,
      );
      if (!first) return;
      const more = {
        ...a,
        items: a.items.map((l) => (l === first ? { ...l, quantity: l.quantity + step } : l)),
      };
      expect(cartContentChanged(a, more)).toBe(true);
      expect(cartContentChanged(more, a)).toBe(true);
      const without = { ...a, items: a.items.filter((l) => l !== first) };
      expect(cartContentChanged(a, without)).toBe(true);
      expect(cartContentChanged(without, a)).toBe(true);
    },
  );

  it('a voucher added or removed is a change', () => {
    const plain = cartWith(cartLine('PL-27', 2));
    const discounted = { ...plain, vouchers: ['LERA10'] };
    expect(cartContentChanged(plain, discounted)).toBe(true);
    expect(cartContentChanged(discounted, plain)).toBe(true);
    expect(cartContentChanged(discounted, { ...discounted })).toBe(false);
  });
});
