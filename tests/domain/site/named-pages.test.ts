import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isCatchAllPath, NAMED_PAGES } from '@/domain/site/named-pages';

const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const site = fc.constantFrom('se', 'no-en', 'dk');

describe('isCatchAllPath (docs/product.md#routes)', () => {
  it('reads the page path after the site prefix', () => {
    expect(isCatchAllPath('/se')).toBe(true);
    expect(isCatchAllPath('/se/servering/tallrikar')).toBe(true);
    expect(isCatchAllPath('/se/search')).toBe(false);
    expect(isCatchAllPath('/se/search-tallrik')).toBe(false);
    expect(isCatchAllPath('/se/checkout/receipt')).toBe(false);
    // A page whose name only starts like a named one is the catch-all's.
    expect(isCatchAllPath('/se/accounts')).toBe(true);
  });

  test.prop([site, fc.constantFrom(...NAMED_PAGES), fc.array(segment, { maxLength: 3 })])(
    'a named page and everything under it is not the catch-all',
    (prefix, name, rest) => {
      expect(isCatchAllPath(['', prefix, name, ...rest].join('/'))).toBe(false);
    },
  );

  test.prop([site, segment, fc.array(segment, { maxLength: 3 })])(
    'any other first segment but a hyphenated search is the catch-all',
    (prefix, first, rest) => {
      fc.pre(!(NAMED_PAGES as readonly string[]).includes(first));
      const path = ['', prefix, first, ...rest].join('/');
      expect(isCatchAllPath(path)).toBe(!(first.startsWith('search-') && rest.length === 0));
    },
  );
});
