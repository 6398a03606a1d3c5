import { describe, expect, it } from 'vitest';
import type { CacheEntry } from '@/domain/cache/cache-entry';
import type { Product } from '@/domain/catalogue/product';
import { wishlistDesigns } from '@/ui/wishlist/wishlist-designs';

const product = (id: string, silkId: string) => ({ id, silkId }) as Product;
const ok = <T>(response: T): CacheEntry<T> => ({
  url: 'u',
  status: 'success',
  response,
  receivedAt: 0,
});
const none: CacheEntry<readonly Product[]> = { url: 'u', status: 'notLoaded' };

describe('wishlistDesigns', () => {
  it('groups wished colours by design in wishlist order, skipping ones not loaded', () => {
    const designs = wishlistDesigns(
      [
        ok(product('2', 'b')),
        { url: 'u', status: 'loading' },
        ok(product('1', 'a')),
        ok(product('3', 'b')),
      ],
      () => none,
    );
    expect(designs.map(({ silkId, variants }) => [silkId, variants.map(({ id }) => id)])).toEqual([
      ['b', ['2', '3']],
      ['a', ['1']],
    ]);
  });

  it('takes every colour of the design once its silk products are in', () => {
    const all = [product('1', 'a'), product('2', 'a'), product('3', 'a')];
    const designs = wishlistDesigns([ok(product('2', 'a'))], () => ok(all));
    expect(designs[0]?.variants.map(({ id }) => id)).toEqual(['1', '2', '3']);
  });
});
