import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { nextWishlistVariant } from '@/domain/wishlist/next-variant';
import {
  showWishlistVariant,
  shownWishlistVariant,
  wishlistPageNextVariant,
} from '@/domain/wishlist/wishlist-page';
import { variantId, wishlist } from '../../support/wishlist-arbitraries';

const product = fc.uniqueArray(variantId, { minLength: 1, maxLength: 6 });
const productWithCurrent = product.chain((ids) =>
  fc.tuple(fc.constant(ids), fc.constantFrom(...ids)),
);
/** Products whose variants no two share. */
const products = fc
  .uniqueArray(variantId, { minLength: 2, maxLength: 12 })
  .chain((ids) =>
    fc
      .array(fc.nat({ max: 3 }), { minLength: ids.length, maxLength: ids.length })
      .map((groups) =>
        [0, 1, 2, 3]
          .map((group) => ids.filter((_, index) => groups[index] === group))
          .filter((group) => group.length > 0),
      ),
  );

describe('the wishlist page switches variants (docs/product.md#wishlist)', () => {
  test.prop([productWithCurrent, wishlist])(
    'shows the current variant or another of the product still wished for',
    ([ids, current], wished) => {
      const next = wishlistPageNextVariant(ids, current, wished);
      expect(next === current || (ids.includes(next) && wished.includes(next))).toBe(true);
    },
  );

  test.prop([productWithCurrent, wishlist])(
    'switches to another variant whenever one is still wished for',
    ([ids, current], wished) => {
      const others = ids.filter((id) => id !== current && wished.includes(id));
      const next = wishlistPageNextVariant(ids, current, wished);
      if (others.length > 0) expect(others).toContain(next);
      else expect(next).toBe(current);
    },
  );

  test.prop([productWithCurrent])(
    'with every variant wished for, goes round them as the domain rule does (two swap)',
    ([ids, current]) => {
      expect(wishlistPageNextVariant(ids, current, ids)).toBe(nextWishlistVariant(ids, current));
    },
  );

  it('takes the next wished one in the product order, wrapping round', () => {
    expect(wishlistPageNextVariant(['a', 'b', 'c', 'd'], 'b', ['a', 'd'])).toBe('d');
    expect(wishlistPageNextVariant(['a', 'b', 'c', 'd'], 'd', ['a', 'c'])).toBe('a');
    expect(wishlistPageNextVariant(['a', 'b'], 'a', [])).toBe('a');
    expect(wishlistPageNextVariant(['a', 'b'], 'a', ['b'])).toBe('b');
  });
});

describe('the variant each wishlist card shows', () => {
  test.prop([products, wishlist])(
    'is one of the product, the first wished for before a choice is recorded',
    (groups, wished) => {
      for (const ids of groups) {
        const shown = shownWishlistVariant([], ids, wished);
        expect(ids).toContain(shown);
        const firstWished = ids.find((id) => wished.includes(id));
        expect(shown).toBe(firstWished ?? ids[0]);
      }
    },
  );

  test.prop([products, wishlist, fc.array(fc.nat(), { maxLength: 10 })])(
    'is the variant recorded last for the product, whatever other products record',
    (groups, wished, picks) => {
      let shown: readonly string[] = [];
      const expected = new Map<number, string>();
      for (const pick of picks) {
        const group = pick % groups.length;
        const ids = groups[group] ?? [];
        const chosen = ids[pick % ids.length] ?? '';
        shown = showWishlistVariant(shown, ids, chosen);
        expected.set(group, chosen);
      }
      groups.forEach((ids, group) => {
        expect(shownWishlistVariant(shown, ids, wished)).toBe(
          expected.get(group) ?? shownWishlistVariant([], ids, wished),
        );
        expect(shown.filter((id) => ids.includes(id)).length).toBeLessThanOrEqual(1);
      });
    },
  );

  it('is undefined for a product without variants', () => {
    expect(shownWishlistVariant(['a'], [], ['a'])).toBeUndefined();
  });
});
