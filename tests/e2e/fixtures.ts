import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { ACCEPT_ALL, formatConsentCookie } from '@/domain/consent/consent';
import { COOKIE_NAMES } from '@/domain/shared/cookies';
import { FLAG_COOKIE_VALUE } from '@/domain/marketing/flag-cookie';
import { CHECKOUT_DETAILS } from '../support/checkout-details';

export { CHECKOUT_DETAILS };
export { KEPT_CHECKOUT_DETAILS } from '../support/checkout-details';
export { payWithTestCard, TEST_CARDS } from '../support/test-card';

/**
 * The consent prompt and the invitations (docs/product.md#one-interruption-at-a-time) that cover
 * part of the page unless their cookie says they were answered, with the value that says so.
 */
const ANSWERED: Readonly<Record<string, string>> = {
  [COOKIE_NAMES.consent]: formatConsentCookie(ACCEPT_ALL),
  [COOKIE_NAMES.newsletterSeen]: FLAG_COOKIE_VALUE,
  [COOKIE_NAMES.membershipModal]: FLAG_COOKIE_VALUE,
};
export const INVITATION_COOKIES = Object.keys(ANSWERED);

interface ShopFixtures {
  /** Console and page errors of the running journey. */
  readonly consoleErrors: string[];
  /**
   * Which interruptions count as already answered (their cookies' names): all by default —
   * consent given, the newsletter popup and the membership modal seen — so they stay out of
   * journeys about something else. A journey about them sets `test.use({ seenInvitations: [...] })`.
   */
  readonly seenInvitations: readonly string[];
  /**
   * Scan the page the journey leaves with axe when it has passed (on by default). Only
   * a journey whose page is broken on purpose turns it off, saying why.
   */
  readonly accessibilityScan: boolean;
  /** Runs that scan; nothing to use. */
  readonly axeAfterJourney: void;
  /**
   * What the page's Content-Security-Policy refused during the journey, in any page or frame of
   * its context; a journey fails on any (docs/operations.md#security-headers).
   */
  readonly policyViolations: string[];
}

/**
 * Engages with the page as a reader does — scrolls down a little — after which the newsletter
 * popup may invite (docs/product.md#one-interruption-at-a-time).
 */
export async function engageWithPage(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollBy(0, 600));
}

/** A seeded one-size plate with plenty in stock in every market. */
export const PLENTIFUL_PLATE = '/se-en/middagstallrik-forest-green';

/** Puts one of that plate in the cart and opens the English checkout. */
export async function checkoutWithAPlate(page: Page): Promise<void> {
  await page.goto(PLENTIFUL_PLATE);
  await page
    .getByRole('button', { name: /^Add to cart/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Open cart (1)' })).toBeVisible();
  await page.goto('/se-en/checkout');
}

/** Fills the checkout's contact and delivery details (docs/product.md#checkout-details). */
export async function fillCheckoutDetails(page: Page): Promise<void> {
  const details = page.getByRole('region', { name: 'Contact and delivery' });
  for (const [name, value] of CHECKOUT_DETAILS) {
    const field = details.getByRole('textbox', { name });
    await field.fill(value);
    await field.blur();
  }
}

/** The WCAG 2.1 A/AA rules axe checks; `best-practice` is left out. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Violations that fail a journey (0 serious or critical). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Waits until the page's finite animations (a panel fading in, a toast sliding up) have ended and
 * no new one has started for a few frames: axe reads colours as painted, so a box caught
 * half-faded fails contrast though it never stays so. Endless ones (spinners, shimmer) are not
 * waited for.
 */
async function settledAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        );
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // A panel opened by the journey's last step may mount a frame or two after its trigger.
    for (let round = 0; round < 10; round += 1) {
      // A cancelled animation rejects `finished`; it is over all the same.
      await Promise.all(running().map((animation) => animation.finished.catch(() => undefined)));
      await frame();
      await frame();
      if (running().length === 0) return;
    }
  });
}

/**
 * Fails unless axe finds no serious or critical WCAG 2.1 A/AA violation on the page as it is
 * now; prints each rule's id, impact, help and its first few targets. Journeys call it on pages
 * they pass through; every journey's last page is scanned by the fixture.
 */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  await settledAnimations(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    // Only the violations are read: axe skips collecting every passing node (faster).
    .options({ resultTypes: ['violations'] })
    .analyze();
  const failing = violations
    .filter(({ impact }) => impact && FAILING_IMPACTS.has(impact))
    .map(({ id, impact, help, nodes }) => {
      const targets = nodes.slice(0, 3).map(({ target }) => target.join(' >> '));
      const more = nodes.length > 3 ? ` (+${nodes.length - 3} more)` : '';
      return `${id} [${impact}] ${help}: ${targets.join(' | ')}${more}`;
    });
  expect(failing, `serious or critical axe violations on ${label}`).toEqual([]);
}

/**
 * The shop's journeys: Playwright's `test`, where every journey fails on a console error or an
 * uncaught page error (an error the shopper never sees is still a broken page), collected in `consoleErrors` while it runs — all but
 * the line Chromium logs for a page answered with its real 404 or 500. A journey
 * that provokes errors on purpose checks them and empties the list itself.
 */
export const test = base.extend<ShopFixtures>({
  // A server-rendered page shows its controls before its scripts have taken it over, and a click
  // then does nothing: a journey's `goto` and `reload` wait for the page to be interactive
  // (`data-interactive`, set once the browser has taken the page over), as a shopper waits for
  // a page to answer. Without scripts there is nothing to wait for.
  page: [
    async ({ page, javaScriptEnabled }, use) => {
      if (javaScriptEnabled !== false) {
        const interactive = () =>
          page.locator('html[data-interactive]').waitFor({ state: 'attached' });
        const goto = page.goto.bind(page);
        const reload = page.reload.bind(page);
        page.goto = async (...args) => {
          const response = await goto(...args);
          await interactive();
          return response;
        };
        page.reload = async (...args) => {
          const response = await reload(...args);
          await interactive();
          return response;
        };
      }
      await use(page);
    },
    { scope: 'test' },
  ],
  seenInvitations: [INVITATION_COOKIES, { option: true }],
  accessibilityScan: [true, { option: true }],
  axeAfterJourney: [
    async ({ page, accessibilityScan }, use, testInfo) => {
      await use();
      const passed = testInfo.status === 'passed' && testInfo.expectedStatus === 'passed';
      if (!accessibilityScan || !passed || page.isClosed() || page.url() === 'about:blank') return;
      await expectAccessible(page, `the journey's last page (${page.url()})`);
    },
    { auto: true },
  ],
  policyViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('reportPolicyViolation', ({ frame }, violation: string) =>
        violations.push(`${violation} (on ${frame.url()})`),
      );
      await context.addInitScript(() => {
        const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
          .reportPolicyViolation;
        document.addEventListener('securitypolicyviolation', (event) => {
          const sample = event.sample ? ` "${event.sample}"` : '';
          report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'}${sample}`);
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations during the journey').toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page, context, baseURL, seenInvitations }, use) => {
      const url = baseURL ?? 'http://127.0.0.1:4173';
      if (seenInvitations.length > 0) {
        await context.addCookies(
          seenInvitations.map((name) => ({ name, value: ANSWERED[name] ?? '1', url })),
        );
      }
      const errors: string[] = [];
      // A page's own 404 or 500 is its real status code (docs/architecture.md#server-rendering),
      // which Chromium also logs: not an error of the journey.
      const pages = new Set<string>();
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
          pages.add(request.url());
        }
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const ownStatus =
          message.text().startsWith('Failed to load resource') && pages.has(message.location().url);
        if (!ownStatus) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors during the journey').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
