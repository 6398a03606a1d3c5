import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { accountRedirect } from '@/domain/account/account-guards';
import { accountPath, otherPath } from '../../support/account-arbitraries';

describe('account route guards (docs/product.md#validation)', () => {
  test.prop([accountPath, fc.boolean()])(
    'never redirect to a page that redirects again',
    (p, l) => {
      const target = accountRedirect(p, l);
      if (target !== undefined) expect(accountRedirect(target, l)).toBeUndefined();
    },
  );

  test.prop([accountPath, fc.boolean()])('send only to login or the overview', (p, loggedIn) => {
    expect([undefined, loggedIn ? 'account/overview' : 'account/login']).toContain(
      accountRedirect(p, loggedIn),
    );
  });

  test.prop([otherPath, fc.boolean()])('leave pages outside the account alone', (p, loggedIn) => {
    expect(accountRedirect(p, loggedIn)).toBeUndefined();
  });

  it.each([
    // path, logged out, logged in
    ['account', 'account/login', 'account/overview'],
    ['account/overview', 'account/login', undefined],
    ['account/overview/content', 'account/login', undefined],
    ['account/overview/orders', 'account/login', undefined],
    ['account/overview/orders/10042', 'account/login', undefined],
    ['account/content', 'account/login', undefined],
    ['account/login', undefined, 'account/overview'],
    ['account/register', undefined, 'account/overview'],
    ['account/reset-password', undefined, undefined],
    ['account/logout', undefined, undefined],
    ['/account/overview/', 'account/login', undefined],
    ['/', undefined, undefined],
    ['/kitchen/bowls', undefined, undefined],
  ])('%s: logged out → %s, logged in → %s', (path, loggedOut, loggedIn) => {
    expect(accountRedirect(path, false)).toBe(loggedOut);
    expect(accountRedirect(path, true)).toBe(loggedIn);
  });
});
