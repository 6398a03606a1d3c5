import { accountPage } from '@/domain/account/account-routes';
import type { Anonymity } from '@/domain/account/anonymity';

/**
 * docs/product.md#animations, docs/product.md#constants-and-limits: the membership modal waits this
 * long after load.
 */
export const MEMBERSHIP_MODAL_DELAY_MS = 5000;

/** What decides whether the membership modal may appear (docs/product.md#membership-modal). */
export interface MembershipModalContext {
  /** The membership modal cookie (docs/product.md#cookies) is set. */
  readonly cookieSet: boolean;
  readonly loggedIn: boolean;
  /** The page's path after the site prefix, e.g. `/account/register`. */
  readonly path: string;
}

/**
 * docs/product.md#membership-modal and docs/product.md#roles-and-permissions: shown only to
 * anonymous shoppers, unless its cookie is set or the page is registration. The caller waits
 * until `membershipModalDueAt` and asks again then.
 */
export function isMembershipModalEligible(context: MembershipModalContext): boolean {
  return !context.cookieSet && !context.loggedIn && accountPage(context.path)?.kind !== 'register';
}

/** What decides when the membership modal is ready (docs/product.md#one-interruption-at-a-time). */
export interface MembershipReadinessContext {
  readonly cookieSet: boolean;
  /**
   * `unknown` while a stored sign-in's account is loading, or when its load failed: the shopper
   * may well be a member, so the invitation waits.
   */
  readonly anonymity: Anonymity;
  readonly path: string;
  /** `membershipModalDueAt` has passed. */
  readonly due: boolean;
}

/**
 * docs/product.md#membership-modal for a shopper known to be anonymous: ineligible once its cookie
 * is set, for a member or on the registration page; ready once due and the shopper is known to be
 * anonymous; waiting otherwise.
 */
export function membershipModalReadiness(
  context: MembershipReadinessContext,
): 'ineligible' | 'waiting' | 'ready' {
  const eligible = isMembershipModalEligible({
    cookieSet: context.cookieSet,
    loggedIn: context.anonymity === 'member',
    path: context.path,
  });
  if (!eligible) return 'ineligible';
  return context.due && context.anonymity === 'anonymous' ? 'ready' : 'waiting';
}

/** When the shop loaded and when the visitor's consent answer was known, in ms; unknown as yet. */
export interface MembershipWaitMoments {
  readonly loadedAt: number | undefined;
  readonly consentAnsweredAt: number | undefined;
}

/**
 * docs/decisions/0120-invitations-that-wait-their-turn.md: the invitation is due
 * `MEMBERSHIP_MODAL_DELAY_MS` after the shop loaded and the consent prompt was answered, whichever
 * came later, so it never follows the answer within a breath. An answer from an earlier visit
 * counts from when it was read. Unknown while either moment is.
 */
export function membershipModalDueAt(moments: MembershipWaitMoments): number | undefined {
  const { loadedAt, consentAnsweredAt } = moments;
  if (loadedAt === undefined || consentAnsweredAt === undefined) return undefined;
  return Math.max(loadedAt, consentAnsweredAt) + MEMBERSHIP_MODAL_DELAY_MS;
}
