import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { linkPrefetchAllowed } from '@/domain/network/link-prefetch';

const effectiveType = fc.option(fc.constantFrom('slow-2g', '2g', '3g', '4g', 'wifi'), {
  nil: undefined,
});

describe('link prefetch (docs/product.md#other-calls)', () => {
  test.prop([fc.boolean(), effectiveType])(
    'is skipped exactly on data-saver or a 2g connection',
    (saveData, type) => {
      const slow = type === 'slow-2g' || type === '2g';
      expect(linkPrefetchAllowed({ saveData, effectiveType: type })).toBe(!saveData && !slow);
    },
  );

  test('goes ahead on a connection the browser says nothing about', () => {
    expect(linkPrefetchAllowed({ saveData: false })).toBe(true);
  });
});
