import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  type InterruptionContext,
  interruptionToShow,
  isBusyPage,
} from '@/domain/marketing/interruptions';

const readiness = fc.constantFrom('ineligible' as const, 'waiting' as const, 'ready' as const);
const context: fc.Arbitrary<InterruptionContext> = fc.record({
  consentAsked: fc.boolean(),
  busyPage: fc.boolean(),
  panelOpen: fc.boolean(),
  newsletter: readiness,
  membership: readiness,
  shownThisView: fc.constantFrom(undefined, 'newsletter' as const, 'membership' as const),
});

const QUIET: InterruptionContext = {
  consentAsked: false,
  busyPage: false,
  panelOpen: false,
  newsletter: 'waiting',
  membership: 'waiting',
  shownThisView: undefined,
};

describe('one interruption at a time (docs/product.md#one-interruption-at-a-time)', () => {
  test.prop([context])('asks for consent before anything else', (page) => {
    if (page.consentAsked) expect(interruptionToShow(page)).toBe('consent');
    else expect(interruptionToShow(page)).not.toBe('consent');
  });

  test.prop([context])(
    'lets the invitation this page view showed keep it, so the other waits for a later one',
    (page) => {
      fc.pre(!page.consentAsked && page.shownThisView !== undefined);
      expect(interruptionToShow(page)).toBe(page.shownThisView);
    },
  );

  test.prop([context])(
    'opens no new invitation on a checkout or account page, or over a panel of the shopper’s',
    (page) => {
      fc.pre(!page.consentAsked && page.shownThisView === undefined);
      fc.pre(page.busyPage || page.panelOpen);
      expect(interruptionToShow(page)).toBeUndefined();
    },
  );

  test.prop([context])('shows only an invitation that is ready', (page) => {
    fc.pre(!page.consentAsked && page.shownThisView === undefined);
    const shown = interruptionToShow(page);
    if (shown === 'membership') expect(page.membership).toBe('ready');
    if (shown === 'newsletter') expect(page.newsletter).toBe('ready');
  });

  it('pins the order: consent, then the membership modal before the newsletter popup', () => {
    expect(interruptionToShow(QUIET)).toBeUndefined();
    const both = { ...QUIET, newsletter: 'ready', membership: 'ready' } as const;
    expect(interruptionToShow(both)).toBe('membership');
    expect(interruptionToShow({ ...both, membership: 'waiting' })).toBe('newsletter');
    expect(interruptionToShow({ ...both, consentAsked: true })).toBe('consent');
    expect(interruptionToShow({ ...both, panelOpen: true })).toBeUndefined();
    expect(interruptionToShow({ ...both, busyPage: true })).toBeUndefined();
    expect(interruptionToShow({ ...both, shownThisView: 'newsletter' })).toBe('newsletter');
  });
});

describe('a page where the shopper is busy', () => {
  it('is a checkout or account page, whatever the case or slashes', () => {
    for (const path of ['/checkout', 'checkout/receipt', '/account/login', '/Account/Overview/']) {
      expect(isBusyPage(path)).toBe(true);
    }
    for (const path of ['/', '', '/servering/tallrikar', '/accounts-of-a-potter', '/search']) {
      expect(isBusyPage(path)).toBe(false);
    }
  });
});
