import { test as base, expect } from '@playwright/test';

/** The invitations (SPEC §4) that cover the page after a while unless their cookie is set. */
export const INVITATION_COOKIES = ['newsletter_seen', 'membership_modal_seen'] as const;

interface ShopFixtures {
  /** Console and page errors of the running journey. */
  readonly consoleErrors: string[];
  /**
   * Which invitations count as already seen: both by default, so the newsletter popup and the
   * membership modal stay out of journeys about something else. A journey about them sets
   * `test.use({ seenInvitations: [...] })`.
   */
  readonly seenInvitations: readonly string[];
}

/**
 * The shop's journeys: Playwright's `test`, where every journey fails on a console error or an
 * uncaught page error (the brief's rule), collected in `consoleErrors` while it runs. A journey
 * that provokes errors on purpose checks them and empties the list itself.
 */
export const test = base.extend<ShopFixtures>({
  seenInvitations: [INVITATION_COOKIES, { option: true }],
  consoleErrors: [
    async ({ page, context, baseURL, seenInvitations }, use) => {
      const url = baseURL ?? 'http://127.0.0.1:4173';
      if (seenInvitations.length > 0) {
        await context.addCookies(seenInvitations.map((name) => ({ name, value: '1', url })));
      }
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors during the journey').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
