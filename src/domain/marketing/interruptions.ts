/**
 * The newsletter popup waits for engagement: this long on a page, or a scroll of
 * `NEWSLETTER_ENGAGEMENT_SCROLL_PX` (docs/product.md#one-interruption-at-a-time).
 */
export const NEWSLETTER_ENGAGEMENT_MS = 15_000;
export const NEWSLETTER_ENGAGEMENT_SCROLL_PX = 200;

/**
 * What may cover part of the page uninvited (docs/product.md#one-interruption-at-a-time): the
 * consent prompt, the newsletter popup and the membership modal.
 */
export type Interruption = 'consent' | 'newsletter' | 'membership';

/** Where an invitation stands on this page view. */
export type InvitationReadiness = 'ineligible' | 'waiting' | 'ready';

/** The page's state as far as interruptions go. */
export interface InterruptionContext {
  /** The visitor has not answered the consent prompt, or asked to change the answer. */
  readonly consentAsked: boolean;
  /** A checkout or account page, where the shopper is busy with something of their own. */
  readonly busyPage: boolean;
  /** A menu, the cart, search, a selector, a filter or a modal of the shopper's is open. */
  readonly panelOpen: boolean;
  /**
   * The newsletter popup: `ready` once the visitor has engaged with the page (a scroll, or
   * `NEWSLETTER_ENGAGEMENT_MS` on it), `ineligible` once its cookie is set.
   */
  readonly newsletter: InvitationReadiness;
  /**
   * The membership modal: `ready` 5 s after load and the consent answer for a shopper known to be anonymous,
   * `ineligible` once its cookie is set, for a member or on the registration page.
   */
  readonly membership: InvitationReadiness;
  /** The invitation this page view has already shown (open or closed since), if any. */
  readonly shownThisView: Exclude<Interruption, 'consent'> | undefined;
}

/**
 * The one interruption to show now, or none: the consent prompt first, on any page; then at most
 * one invitation per page view — never on a checkout or account page, never while a panel of the
 * shopper's is open — the membership modal before the newsletter popup when both are ready. An
 * invitation that has shown keeps its place until this page view ends, so the other waits for a
 * later one.
 */
export function interruptionToShow(context: InterruptionContext): Interruption | undefined {
  if (context.consentAsked) return 'consent';
  if (context.shownThisView !== undefined) return context.shownThisView;
  if (context.busyPage || context.panelOpen) return undefined;
  if (context.membership === 'ready') return 'membership';
  if (context.newsletter === 'ready') return 'newsletter';
  return undefined;
}

/**
 * A checkout or account page (`path` after the site prefix): the shopper is busy with something
 * of their own, so no invitation opens there.
 */
export function isBusyPage(path: string): boolean {
  const first = path.replace(/^\/+/, '').split(/[/?#]/, 1)[0]?.toLowerCase();
  return first === 'checkout' || first === 'account';
}
