import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  isMembershipModalEligible,
  membershipModalDueAt,
  membershipModalReadiness,
} from '@/domain/marketing/membership-modal';
import { accountPath, otherPath } from '../../support/account-arbitraries';

const path = fc.oneof(
  accountPath,
  otherPath,
  fc.constantFrom('/account/register', 'account/register/'),
);
const isRegistration = (p: string) => p.replace(/^\/+|\/+$/g, '') === 'account/register';

describe('the membership modal (docs/product.md#membership-modal)', () => {
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

describe('when the membership modal is due (docs/decisions/0120-invitations-that-wait-their-turn.md)', () => {
  it('is due 5 s after the consent answer, when the answer came after the load', () => {
    expect(membershipModalDueAt({ loadedAt: 1000, consentAnsweredAt: 3500 })).toBe(8500);
    expect(membershipModalDueAt({ loadedAt: 1000, consentAnsweredAt: 1000 })).toBe(6000);
  });

  it('is not due while the consent answer, or the load, is still to come', () => {
    expect(membershipModalDueAt({ loadedAt: 1000, consentAnsweredAt: undefined })).toBeUndefined();
    expect(membershipModalDueAt({ loadedAt: undefined, consentAnsweredAt: 1000 })).toBeUndefined();
  });

  const moment = fc.integer({ min: 0, max: 10 ** 12 });
  test.prop([moment, moment])(
    'never comes sooner than 5 s after the load nor after the consent answer',
    (loadedAt, consentAnsweredAt) => {
      const dueAt = membershipModalDueAt({ loadedAt, consentAnsweredAt }) ?? -1;
      expect(dueAt - Math.max(loadedAt, consentAnsweredAt)).toBe(5000);
    },
  );
});
