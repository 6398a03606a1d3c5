/**
 * What a visitor is asked before the shop may count them (docs/product.md#consent). Only
 * statistics is asked about: the data layer's analytics events and the search provider's visitor
 * and session ids. What the shop needs to work — the cart, the market, the visitor's own choices —
 * is not asked.
 */
export const CONSENT_PURPOSES = ['statistics'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** A visitor's answer, per purpose. */
export type ConsentChoice = Readonly<Record<ConsentPurpose, boolean>>;

/** Not asked yet (or the kept answer is unreadable or from an older question), or answered. */
export type Consent =
  { readonly kind: 'undecided' } | { readonly kind: 'decided'; readonly choice: ConsentChoice };

export const UNDECIDED: Consent = { kind: 'undecided' };

/** "Accept all" and "reject all", equally easy (docs/product.md#consent). */
export const ACCEPT_ALL: ConsentChoice = { statistics: true };
export const REJECT_ALL: ConsentChoice = { statistics: false };

/** The kept answer's format; a new purpose changes it, so every visitor is asked again. */
const COOKIE_VERSION = 'v1';
const GRANTED = 'granted';
const DENIED = 'denied';

/** The consent cookie's value for a choice: `v1|statistics:granted`. */
export function formatConsentCookie(choice: ConsentChoice): string {
  const parts = CONSENT_PURPOSES.map(
    (purpose) => `${purpose}:${choice[purpose] ? GRANTED : DENIED}`,
  );
  return [COOKIE_VERSION, ...parts].join('|');
}

/**
 * The consent cookie read back: decided only when it holds exactly what `formatConsentCookie`
 * writes; anything else — absent, another version, a hand edit — is undecided, so the visitor is
 * asked (again) rather than counted on a guess.
 */
export function readConsentCookie(value: string | undefined): Consent {
  if (value === undefined) return UNDECIDED;
  const [version, ...parts] = value.split('|');
  if (version !== COOKIE_VERSION || parts.length !== CONSENT_PURPOSES.length) return UNDECIDED;
  const choice: Partial<Record<ConsentPurpose, boolean>> = {};
  for (const [index, purpose] of CONSENT_PURPOSES.entries()) {
    const answer = parts[index];
    if (answer === `${purpose}:${GRANTED}`) choice[purpose] = true;
    else if (answer === `${purpose}:${DENIED}`) choice[purpose] = false;
    else return UNDECIDED;
  }
  return { kind: 'decided', choice: choice as ConsentChoice };
}

/** Whether the visitor allowed `purpose`; never before they have answered. */
export function isAllowed(consent: Consent, purpose: ConsentPurpose): boolean {
  return consent.kind === 'decided' && consent.choice[purpose];
}

/**
 * What becomes of an analytics event (docs/product.md#consent): sent once statistics is allowed,
 * held in the page while the visitor has not answered (sent if they accept, dropped if they
 * refuse), dropped once refused.
 */
export function analyticsDisposition(consent: Consent): 'send' | 'hold' | 'drop' {
  if (consent.kind === 'undecided') return 'hold';
  return consent.choice.statistics ? 'send' : 'drop';
}
