import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isMembershipModalEligible } from '@/domain/marketing/membership-modal';
import { accountPath, otherPath } from '../../support/account-arbitraries';

const path = fc.oneof(
  accountPath,
  otherPath,
  fc.constantFrom('/account/register', 'account/register/'),
);
const isRegistration = (p: string) => p.replace(/^\/+|\/+$/g, '') === 'account/register';

describe('the membership modal (SPEC §4 Membership modal, §6)', () => {
  test.prop([fc.boolean(), fc.boolean(), path])(
    'appears only with no cookie, to anonymous shoppers, off the registration page',
    (cookieSet, loggedIn, p) => {
      expect(isMembershipModalEligible({ cookieSet, loggedIn, path: p })).toBe(
        !cookieSet && !loggedIn && !isRegistration(p),
      );
    },
  );

  it('pins each condition', () => {
    const anonymous = { cookieSet: false, loggedIn: false, path: '/' };
    expect(isMembershipModalEligible(anonymous)).toBe(true);
    expect(isMembershipModalEligible({ ...anonymous, path: '/account/login' })).toBe(true);
    expect(isMembershipModalEligible({ ...anonymous, cookieSet: true })).toBe(false);
    expect(isMembershipModalEligible({ ...anonymous, loggedIn: true })).toBe(false);
    expect(isMembershipModalEligible({ ...anonymous, path: '/account/register' })).toBe(false);
    expect(isMembershipModalEligible({ ...anonymous, path: 'account/register/' })).toBe(false);
  });
});
