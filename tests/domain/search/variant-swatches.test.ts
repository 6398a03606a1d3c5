import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { HOTSPOT_SWATCHES_MAX, swatchVariants } from '@/domain/search/variant-swatches';

const ids = fc.uniqueArray(fc.stringMatching(/^[a-z0-9]{1,6}$/), { maxLength: 9 });
const variants = ids.map((list) => list.map((id) => ({ id })));
const listed = variants.filter((list) => list.length > 0);
const withShown = listed.chain((list) =>
  fc.tuple(fc.constant(list), fc.constantFrom(...list.map(({ id }) => id))),
);
const max = fc.integer({ min: 0, max: 6 });

/** Whether `part` is `whole` with some entries left out, in the same order. */
function keepsOrder<T>(part: readonly T[], whole: readonly T[]): boolean {
  let at = 0;
  for (const entry of whole) if (part[at] === entry) at += 1;
  return at === part.length;
}

describe('hotspot swatches (docs/product.md#hero-hotspot: at most 4)', () => {
  test.prop([variants, fc.string(), max])(
    'offers at most max swatches, all of the item, in its order',
    (list, shown, limit) => {
      const swatches = swatchVariants(list, shown, limit);
      expect(swatches.length).toBe(Math.min(limit, list.length));
      expect(keepsOrder(swatches, list)).toBe(true);
    },
  );

  test.prop([withShown, fc.integer({ min: 1, max: 6 })])(
    'always offers the variant shown',
    ([list, shown], limit) => {
      expect(swatchVariants(list, shown, limit).map(({ id }) => id)).toContain(shown);
    },
  );

  test.prop([withShown, max])(
    'is the first max when the variant shown is among them',
    ([list, shown], limit) => {
      fc.pre(list.slice(0, limit).some(({ id }) => id === shown));
      expect(swatchVariants(list, shown, limit)).toEqual(list.slice(0, limit));
    },
  );

  test.prop([variants, fc.string()])('is 4 by default', (list, shown) => {
    expect(swatchVariants(list, shown)).toEqual(swatchVariants(list, shown, HOTSPOT_SWATCHES_MAX));
    expect(HOTSPOT_SWATCHES_MAX).toBe(4);
  });

  it('puts a shown variant past the first four in the last place', () => {
    const list = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id }));
    expect(swatchVariants(list, 'f').map(({ id }) => id)).toEqual(['a', 'b', 'c', 'f']);
    expect(swatchVariants(list, 'b').map(({ id }) => id)).toEqual(['a', 'b', 'c', 'd']);
    expect(swatchVariants(list, 'unknown').map(({ id }) => id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
