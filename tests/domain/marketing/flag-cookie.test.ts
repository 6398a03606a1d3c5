import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { FLAG_COOKIE_VALUE, readFlagCookie } from '@/domain/marketing/flag-cookie';

describe('a flag cookie read back (docs/reliability.md#redirects-token-scope-storage-and-forms)', () => {
  test.prop([fc.string({ maxLength: 5000 })])(
    'is set only for what the shop writes, and malformed for anything else',
    (value) => {
      expect(readFlagCookie(value)).toBe(value === FLAG_COOKIE_VALUE ? 'set' : 'malformed');
    },
  );

  it('is unset when absent, and malformed for garbage the shop never writes', () => {
    expect(readFlagCookie(undefined)).toBe('unset');
    expect(readFlagCookie('1')).toBe('set');
    for (const value of ['', ' 1', '1 ', 'true', '%E0%A4%A', '{"seen":1}', 'x'.repeat(4096)]) {
      expect(readFlagCookie(value)).toBe('malformed');
    }
  });
});
