import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { splitSitePrefix } from '../../../src/domain/site/route-path';

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
  });
});
