import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { formatStoredWishlist, parseStoredWishlist } from '@/domain/wishlist/stored-wishlist';
import { wishlist } from '../../support/wishlist-arbitraries';

/** A JSON list of anything, strings likely. */
const anyList = fc.array(fc.oneof(fc.string({ maxLength: 6 }), fc.jsonValue()), { maxLength: 8 });

describe('the wishlist read back from storage (docs/product.md#wishlist)', () => {
  test.prop([wishlist])('reads back what was written', (ids) => {
    expect(parseStoredWishlist(formatStoredWishlist(ids))).toEqual(ids);
  });

  test.prop([fc.option(fc.string(), { nil: undefined })])('never throws on any text', (text) => {
    const ids = parseStoredWishlist(text);
    expect(Array.isArray(ids)).toBe(true);
  });

  test.prop([
    fc.oneof(
      fc.string(),
      anyList.map((list) => JSON.stringify(list)),
    ),
  ])('keeps only non-blank strings, each once', (text) => {
    const ids = parseStoredWishlist(text);
    expect(ids.every((id) => typeof id === 'string' && id.trim() !== '')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test.prop([anyList])('keeps the strings of a list in their order', (list) => {
    const strings = list.filter((id): id is string => typeof id === 'string' && id.trim() !== '');
    expect(parseStoredWishlist(JSON.stringify(list))).toEqual([...new Set(strings)]);
  });

  test.prop([fc.jsonValue().filter((data) => !Array.isArray(data))])(
    'anything but a list is an empty wishlist',
    (data) => {
      expect(parseStoredWishlist(JSON.stringify(data))).toEqual([]);
    },
  );

  it('survives each kind of malformed data', () => {
    expect(parseStoredWishlist(undefined)).toEqual([]);
    expect(parseStoredWishlist('')).toEqual([]);
    expect(parseStoredWishlist('not json')).toEqual([]);
    expect(parseStoredWishlist('["12",')).toEqual([]);
    expect(parseStoredWishlist('{"ids":["12"]}')).toEqual([]);
    expect(parseStoredWishlist('"12"')).toEqual([]);
    expect(parseStoredWishlist('null')).toEqual([]);
    expect(parseStoredWishlist('["12",34,null,{"id":"5"},["6"],"",' + '" ","12","7"]')).toEqual([
      '12',
      '7',
    ]);
  });

  it('writes a JSON list', () => {
    expect(formatStoredWishlist(['12', '7'])).toBe('["12","7"]');
    expect(formatStoredWishlist([])).toBe('[]');
  });
});
