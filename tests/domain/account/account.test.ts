import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isLoggedIn, LOGGED_OUT_ACCOUNT, presentToken } from '@/domain/account/account';
import { account, token } from '../../support/account-arbitraries';

describe('logged in (docs/product.md#roles-and-permissions)', () => {
  test.prop([token, account])(
    'means a token is present and a logged-in account was retrieved',
    (t, a) => {
      const expected = t !== undefined && t.trim() !== '' && a !== undefined && a.isLoggedIn;
      expect(isLoggedIn(t, a)).toBe(expected);
    },
  );

  test.prop([token])('never with the logged-out marker a failed load yields', (t) => {
    expect(isLoggedIn(t, LOGGED_OUT_ACCOUNT)).toBe(false);
  });

  it('pins each condition', () => {
    const anna = { isLoggedIn: true, firstName: 'Anna' };
    expect(LOGGED_OUT_ACCOUNT).toEqual({ isLoggedIn: false });
    expect(isLoggedIn('abc', anna)).toBe(true);
    expect(isLoggedIn('abc', undefined)).toBe(false);
    expect(isLoggedIn('abc', { isLoggedIn: false })).toBe(false);
    expect(isLoggedIn(undefined, anna)).toBe(false);
    expect(isLoggedIn('', anna)).toBe(false);
    expect(isLoggedIn(' ', anna)).toBe(false);
  });
});

describe('a stored token (docs/product.md#account-data)', () => {
  test.prop([token])('counts only when not blank, and then unchanged', (t) => {
    expect(presentToken(t)).toBe(t !== undefined && t.trim() !== '' ? t : undefined);
  });

  it('pins blank and present tokens', () => {
    expect(presentToken(undefined)).toBeUndefined();
    expect(presentToken('')).toBeUndefined();
    expect(presentToken(' \t')).toBeUndefined();
    expect(presentToken(' tok ')).toBe(' tok ');
  });
});
