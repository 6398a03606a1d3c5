import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { checkCredentials, MISSING_CREDENTIALS_MESSAGE } from '@/domain/account/login-credentials';

const field = fc.option(fc.oneof(fc.constantFrom('', ' ', '\t'), fc.string({ maxLength: 12 })), {
  nil: undefined,
});
const missing = { kind: 'credentials/missing', message: 'Cannot login when missing credentials' };

describe('login needs email and password (docs/product.md#login-and-registration)', () => {
  test.prop([field, field])(
    'succeeds exactly with a non-blank email and a non-empty password',
    (email, password) => {
      const present = email !== undefined && email.trim() !== '' && !!password;
      expect(checkCredentials(email, password)).toEqual(
        present ? { ok: true, value: { email, password } } : { ok: false, error: missing },
      );
    },
  );

  it('fails with the exact documented message', () => {
    expect(MISSING_CREDENTIALS_MESSAGE).toBe('Cannot login when missing credentials');
    expect(checkCredentials(undefined, undefined)).toEqual({ ok: false, error: missing });
    expect(checkCredentials('', 'secret')).toEqual({ ok: false, error: missing });
    expect(checkCredentials('  ', 'secret')).toEqual({ ok: false, error: missing });
    expect(checkCredentials(undefined, 'secret')).toEqual({ ok: false, error: missing });
    expect(checkCredentials('anna@example.se', '')).toEqual({ ok: false, error: missing });
    expect(checkCredentials('anna@example.se', undefined)).toEqual({ ok: false, error: missing });
  });

  it('passes the credentials on unchanged, a password of spaces included', () => {
    expect(checkCredentials(' anna@example.se ', ' ')).toEqual({
      ok: true,
      value: { email: ' anna@example.se ', password: ' ' },
    });
    expect(checkCredentials('a', 'b')).toEqual({ ok: true, value: { email: 'a', password: 'b' } });
  });
});
