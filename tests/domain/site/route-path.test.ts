import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { routeLookupPath, splitSitePrefix } from '../../../src/domain/site/route-path';

const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);

describe('route path minus its first segment (SPEC §2)', () => {
  test.prop([segment, fc.array(segment, { maxLength: 4 })])(
    'first segment and rest put back together give the path',
    (first, more) => {
      const rest = more.map((part) => `/${part}`).join('');
      expect(splitSitePrefix(`/${first}${rest}`)).toEqual({ first, rest });
    },
  );

  test('the root has no first segment', () => {
    expect(splitSitePrefix('/')).toEqual({ first: undefined, rest: '' });
    expect(splitSitePrefix('/no-en/')).toEqual({ first: 'no-en', rest: '/' });
    expect(splitSitePrefix('no-en/kitchen')).toEqual({ first: undefined, rest: '' });
  });
});

describe('route lookup path (SPEC §2, §7 Route lookup)', () => {
  test.prop([segment, fc.array(segment, { maxLength: 4 })])(
    'is the path minus its first segment, without slashes at either end',
    (site, parts) => {
      expect(routeLookupPath(`/${site}/${parts.join('/')}`)).toBe(parts.join('/'));
      expect(routeLookupPath(`/${site}/${parts.join('/')}/`)).toBe(parts.join('/'));
    },
  );

  test('the start page is the empty path', () => {
    expect(routeLookupPath('/se')).toBe('');
    expect(routeLookupPath('/')).toBe('');
    expect(routeLookupPath('/no-en/kitchen/bowls')).toBe('kitchen/bowls');
    expect(routeLookupPath('/se//kitchen//')).toBe('kitchen');
  });
});
