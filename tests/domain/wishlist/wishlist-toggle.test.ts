import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  isInWishlist,
  removeFromWishlist,
  toggleWishlist,
} from '@/domain/wishlist/wishlist-toggle';
import { variantId, wishlist, wishlistWithMember } from '../../support/wishlist-arbitraries';

/** A list and an id that is in it about half the time. */
const listAndId = fc.oneof(fc.tuple(wishlist, variantId), wishlistWithMember);

const hasDuplicates = (ids: readonly string[]) => new Set(ids).size !== ids.length;

describe('toggling a wishlist variant (docs/product.md#wishlist)', () => {
  test.prop([wishlist, variantId])(
    'toggling a new variant twice gives the list back',
    (list, id) => {
      fc.pre(!list.includes(id));
      expect(toggleWishlist(toggleWishlist(list, id), id)).toEqual(list);
    },
  );

  test.prop([wishlistWithMember])(
    'toggling a wished-for variant twice keeps the same variants, it now last',
    ([list, id]) => {
      const twice = toggleWishlist(toggleWishlist(list, id), id);
      expect([...twice].sort()).toEqual([...list].sort());
      expect(twice.at(-1)).toBe(id);
    },
  );

  test.prop([listAndId])('flips whether the variant is wished for', ([list, id]) => {
    expect(isInWishlist(toggleWishlist(list, id), id)).toBe(!list.includes(id));
  });

  test.prop([listAndId])('never lists a variant twice', ([list, id]) => {
    expect(hasDuplicates(toggleWishlist(list, id))).toBe(false);
  });

  test.prop([listAndId])('keeps the other variants in their order', ([list, id]) => {
    const others = (ids: readonly string[]) => ids.filter((other) => other !== id);
    expect(others(toggleWishlist(list, id))).toEqual(others(list));
  });

  test.prop([wishlist, variantId])('adds a new variant at the end', (list, id) => {
    fc.pre(!list.includes(id));
    expect(toggleWishlist(list, id)).toEqual([...list, id]);
  });

  test.prop([listAndId])('leaves the given list as it was', ([list, id]) => {
    const copy = [...list];
    toggleWishlist(list, id);
    removeFromWishlist(list, id);
    expect(list).toEqual(copy);
  });

  it('adds when absent and removes when present', () => {
    expect(toggleWishlist([], '7')).toEqual(['7']);
    expect(toggleWishlist(['1', '2'], '3')).toEqual(['1', '2', '3']);
    expect(toggleWishlist(['1', '2', '3'], '2')).toEqual(['1', '3']);
    expect(isInWishlist(['1'], '1')).toBe(true);
    expect(isInWishlist(['1'], '11')).toBe(false);
  });
});

describe('adding to cart removes the variant from the wishlist (docs/product.md#panels)', () => {
  test.prop([wishlistWithMember])('removes it and only it, and twice is once', ([list, id]) => {
    const once = removeFromWishlist(list, id);
    expect(isInWishlist(once, id)).toBe(false);
    expect(once).toEqual(list.filter((other) => other !== id));
    expect(removeFromWishlist(once, id)).toEqual(once);
  });

  it('leaves a list without the variant alone', () => {
    expect(removeFromWishlist(['1', '2'], '3')).toEqual(['1', '2']);
    expect(removeFromWishlist(['1', '2'], '1')).toEqual(['2']);
  });
});
