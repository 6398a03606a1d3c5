import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { nextWishlistVariant } from '@/domain/wishlist/next-variant';
import { variantId } from '../../support/wishlist-arbitraries';

const variants = fc.uniqueArray(variantId, { minLength: 1, maxLength: 6 });
const several = fc.uniqueArray(variantId, { minLength: 2, maxLength: 6 });
const withCurrent = (arb: fc.Arbitrary<string[]>) =>
  arb.chain((ids) => fc.tuple(fc.constant(ids), fc.constantFrom(...ids)));

describe('the wishlist page shows the next variant (docs/product.md#wishlist)', () => {
  test.prop([withCurrent(several)])(
    'a product with several variants switches to another of its variants',
    ([ids, current]) => {
      const next = nextWishlistVariant(ids, current);
      expect(next).not.toBe(current);
      expect(ids).toContain(next);
    },
  );

  test.prop([withCurrent(variants)])(
    'goes round every variant once before coming back',
    ([ids, current]) => {
      const seen = [current];
      for (let step = 1; step < ids.length; step += 1) {
        seen.push(nextWishlistVariant(ids, seen[seen.length - 1] as string));
      }
      expect(new Set(seen).size).toBe(ids.length);
      expect(nextWishlistVariant(ids, seen[seen.length - 1] as string)).toBe(current);
    },
  );

  test.prop([variantId, variantId])('two variants swap', (a, b) => {
    fc.pre(a !== b);
    expect(nextWishlistVariant([a, b], a)).toBe(b);
    expect(nextWishlistVariant([a, b], b)).toBe(a);
  });

  test.prop([variantId])('a single variant stays', (id) => {
    expect(nextWishlistVariant([id], id)).toBe(id);
    expect(nextWishlistVariant([], id)).toBe(id);
  });

  test.prop([variants, variantId])('an unlisted current variant gives the first', (ids, id) => {
    fc.pre(!ids.includes(id));
    expect(nextWishlistVariant(ids, id)).toBe(ids[0]);
  });

  it('takes the next in order, wrapping round, past repeats of the current one', () => {
    expect(nextWishlistVariant(['a', 'b', 'c'], 'a')).toBe('b');
    expect(nextWishlistVariant(['a', 'b', 'c'], 'b')).toBe('c');
    expect(nextWishlistVariant(['a', 'b', 'c'], 'c')).toBe('a');
    expect(nextWishlistVariant(['a', 'a', 'b'], 'a')).toBe('b');
    expect(nextWishlistVariant(['b', 'a', 'a'], 'a')).toBe('b');
    expect(nextWishlistVariant(['a', 'a'], 'a')).toBe('a');
    expect(nextWishlistVariant(['a', 'b'], 'z')).toBe('a');
  });
});
