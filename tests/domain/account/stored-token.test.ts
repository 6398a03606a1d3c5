import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { STORED_TOKEN_MAX_LENGTH, storedToken } from '@/domain/account/stored-token';

/** Tokens as services hand them out: hex, base64url, JWT-shaped. */
const wellFormed = fc.stringMatching(/^[A-Za-z0-9._~+/=-]{1,200}$/);
/** Characters that cannot be in a `token` header value. */
const bad = fc.constantFrom('\n', '\r', '\u0000', '\u007f', 'é', '€', '\u200b', '\u202e', '😀');

describe('a token read back from storage (docs/reliability.md#redirects-token-scope-storage-and-forms)', () => {
  test.prop([wellFormed])('a well-formed token is kept as it is', (token) => {
    expect(storedToken(token)).toBe(token);
  });

  test.prop([wellFormed, bad, fc.nat()])(
    'a token with a control, non-ASCII or invisible character is discarded',
    (token, char, at) => {
      const i = at % (token.length + 1);
      expect(storedToken(`${token.slice(0, i)}${char}${token.slice(i)}`)).toBeUndefined();
    },
  );

  test.prop([fc.string({ unit: 'binary', maxLength: 80 })])(
    'anything kept is non-blank, printable ASCII and not too long',
    (text) => {
      const token = storedToken(text);
      if (token === undefined) return;
      expect(token).toBe(text);
      expect(token.trim()).not.toBe('');
      expect(token).toMatch(/^[\x20-\x7e]+$/);
    },
  );

  it('discards nothing stored, blank, JSON garbage with line breaks and oversize tokens', () => {
    expect(storedToken(undefined)).toBeUndefined();
    expect(storedToken('  ')).toBeUndefined();
    expect(storedToken('{"token":\n"x"}')).toBeUndefined();
    expect(storedToken('a'.repeat(STORED_TOKEN_MAX_LENGTH))).toBe(
      'a'.repeat(STORED_TOKEN_MAX_LENGTH),
    );
    expect(storedToken('a'.repeat(STORED_TOKEN_MAX_LENGTH + 1))).toBeUndefined();
    expect(storedToken('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
