/**
 * The cookies the shop sets (docs/product.md#cookies), which several features share: consent,
 * the marketing invitations, the notices and the search provider's visitor and session ids.
 */

/** docs/product.md#cookies: each cookie's lifetime, in seconds. */
export const COOKIE_MAX_AGE_SECONDS = {
  noticeDismissal: 2_592_000,
  membershipModal: 31_536_000,
  visitor: 2_592_000,
  session: 86_400,
  newsletter: 31_536_000,
  /** The visitor's consent answer (docs/product.md#consent): a year, as EU guidance expects. */
  consent: 31_536_000,
} as const;

/**
 * docs/product.md#cookies: the names the shop gives them (docs/product.md names only their
 * purpose).
 */
export const COOKIE_NAMES = {
  newsletterSeen: 'newsletter_seen',
  membershipModal: 'membership_modal_seen',
  consent: 'cookie_consent',
  /** One per notice: `notice_dismissed_{uid}`. */
  noticeDismissedPrefix: 'notice_dismissed_',
} as const;
