import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isVisitorId } from '@/domain/search/visitor-id';

describe('a visitor or session id from its cookie (docs/reliability.md#redirects-token-scope-storage-and-forms)', () => {
  test.prop([fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/)])(
    'an id of the provider’s shape is kept',
    (id) => {
      expect(isVisitorId(id)).toBe(true);
    },
  );

  test.prop([fc.string({ maxLength: 200 })])(
    'anything kept is 1–64 letters, digits, `_` or `-`',
    (value) => {
      if (isVisitorId(value)) expect(value).toMatch(/^[\w-]{1,64}$/);
    },
  );

  it('refuses missing, empty, JSON, badly encoded and oversize values', () => {
    for (const value of [undefined, '', '{"uid":1}', '%E0%A4%A', 'a b', 'ä', 'a'.repeat(65)]) {
      expect(isVisitorId(value)).toBe(false);
    }
  });
});
