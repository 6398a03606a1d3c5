import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  isMembershipModalEligible,
  membershipModalReadiness,
} from '@/domain/marketing/membership-modal';
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

describe('when the membership modal is ready (docs/product.md#one-interruption-at-a-time)', () => {
  const anonymity = fc.constantFrom('unknown' as const, 'anonymous' as const, 'member' as const);

  test.prop([fc.boolean(), anonymity, path, fc.boolean()])(
    'is ready only when due for a shopper known to be anonymous, and eligible',
    (cookieSet, who, p, due) => {
      const readiness = membershipModalReadiness({ cookieSet, anonymity: who, path: p, due });
      const eligible = isMembershipModalEligible({
        cookieSet,
        loggedIn: who === 'member',
        path: p,
      });
      expect(readiness === 'ineligible').toBe(!eligible);
      expect(readiness === 'ready').toBe(eligible && due && who === 'anonymous');
    },
  );

  it('waits while a stored sign-in is still loading, or failed to load', () => {
    const due = { cookieSet: false, path: '/', due: true };
    expect(membershipModalReadiness({ ...due, anonymity: 'unknown' })).toBe('waiting');
    expect(membershipModalReadiness({ ...due, anonymity: 'anonymous' })).toBe('ready');
    expect(membershipModalReadiness({ ...due, anonymity: 'member' })).toBe('ineligible');
    expect(membershipModalReadiness({ ...due, anonymity: 'anonymous', due: false })).toBe(
      'waiting',
    );
  });
});
