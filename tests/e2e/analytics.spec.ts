import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ACCEPT_ALL, formatConsentCookie } from '@/domain/consent/consent';
import { COOKIE_NAMES } from '@/domain/shared/cookies';

interface Pushed {
  readonly event?: string;
  readonly pagePath?: string;
  readonly pageTitle?: string;
  readonly visitorLoginState?: string;
  readonly ecommerce?: {
    readonly impressions?: readonly { id: string; position: number; list: string }[];
    readonly click?: {
      readonly actionField: { list: string };
      readonly products: readonly { id: string; position: number; name: string }[];
    };
  };
}

/** What the data layer has heard, as pushed. */
function dataLayer(page: Page): Promise<Pushed[]> {
  return page.evaluate(() => JSON.parse(JSON.stringify(window.dataLayer ?? [])) as Pushed[]);
}

/** The visitor allowed statistics on an earlier visit. */
async function grantStatistics(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([
    { name: COOKIE_NAMES.consent, value: formatConsentCookie(ACCEPT_ALL), url: baseURL ?? '' },
  ]);
}

async function events(page: Page, name: string): Promise<Pushed[]> {
  return (await dataLayer(page)).filter((entry) => entry.event === name);
}

// docs/product.md#analytics, docs/product.md#consent: the data layer's page, list and click
// events, all waiting for the visitor's answer.
test.describe('analytics behind consent', () => {
  test.use({ seenInvitations: [COOKIE_NAMES.newsletterSeen, COOKIE_NAMES.membershipModal] });

  test('pushes nothing before consent, then the page view, the list’s impressions and the click', async ({
    page,
  }) => {
    await page.goto('/se-en/servering/tallrikar');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    // Longer than the impression queue's 500 ms of quiet: nothing is pushed all the same.
    await page.waitForTimeout(1000);
    expect(await dataLayer(page)).toEqual([]);

    await page
      .getByRole('dialog', { name: 'Cookies' })
      .getByRole('button', { name: 'Accept all' })
      .click();
    await expect.poll(async () => (await events(page, 'productImpressions')).length).toBe(1);
    const [consent, view] = await dataLayer(page);
    expect(consent?.event).toBe('consentUpdate');
    expect(view).toMatchObject({
      event: 'pageView',
      pagePath: '/se-en/servering/tallrikar',
      visitorLoginState: 'logged out',
      visitorType: 'not logged in',
    });
    expect(view?.pageTitle).toMatch(/\| Lera$/);
    const [batch] = await events(page, 'productImpressions');
    const impressions = batch?.ecommerce?.impressions ?? [];
    expect(impressions.length).toBeGreaterThan(0);
    expect(impressions.map(({ position }) => position)).toEqual(
      impressions.map((_, index) => index + 1),
    );
    expect(new Set(impressions.map(({ list }) => list))).toEqual(
      new Set(['Category: servering/tallrikar']),
    );

    // Only the cards that entered the viewport were counted; scrolling counts the rest.
    const count = await cards.count();
    if (impressions.length < count) {
      await cards.last().scrollIntoViewIfNeeded();
      await expect.poll(async () => (await events(page, 'productImpressions')).length).toBe(2);
    }

    const second = cards.nth(1);
    const name = (await second.getAttribute('aria-label')) ?? '';
    await second.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const [click] = await events(page, 'productClick');
    expect(click?.ecommerce?.click).toMatchObject({
      actionField: { list: 'Category: servering/tallrikar' },
      products: [{ position: 2 }],
    });
    await expect
      .poll(async () => (await events(page, 'pageView')).map(({ pagePath }) => pagePath))
      .toEqual(['/se-en/servering/tallrikar', new URL(page.url()).pathname]);
    await expect.poll(async () => (await events(page, 'productDetail')).length).toBe(1);
  });

  test('the hero’s hotspots are a list of their own, and the popup’s link is their click', async ({
    page,
    context,
    baseURL,
  }) => {
    await grantStatistics(context, baseURL);
    await page.goto('/se-en');
    const hero = page.getByRole('region', { name: 'Set the table for autumn' });
    const dots = hero.getByRole('button', { name: /^Show / });
    await expect(dots.first()).toBeVisible();
    const count = await dots.count();
    const hotspotImpressions = async () =>
      (await events(page, 'productImpressions'))
        .flatMap((batch) => batch.ecommerce?.impressions ?? [])
        .filter(({ list }) => list === 'Hero Hotspot')
        .map(({ position }) => position)
        .sort();
    await expect
      .poll(hotspotImpressions)
      .toEqual(Array.from({ length: count }, (_, index) => index + 1));

    await hero.getByRole('button', { name: /^Show Bowl/ }).click();
    await page
      .getByRole('dialog', { name: /^Bowl/ })
      .getByRole('link', { name: 'Go to the product' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /^Bowl/ })).toBeVisible();
    const [click] = await events(page, 'productClick');
    expect(click?.ecommerce?.click?.actionField.list).toBe('Hero Hotspot');
  });

  test('a search’s results are their own list, and a signed-in shopper’s pages say so', async ({
    page,
    context,
    baseURL,
  }) => {
    await grantStatistics(context, baseURL);
    await page.goto('/se-en/search?q=skål');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect
      .poll(async () => (await events(page, 'productImpressions'))[0]?.ecommerce?.impressions?.[0])
      .toMatchObject({ list: 'Search Results', position: 1 });

    await page.goto('/se-en/account/login');
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Email' }).fill('demo@lera.shop');
    await main.getByLabel('Password').fill('lera-demo-2026');
    await main.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/account\/overview$/);
    await page.reload();
    await expect(
      main.getByRole('heading', { level: 1, name: 'Welcome back, Astrid!' }),
    ).toBeVisible();
    // The reloaded page waited for the stored sign-in before it was reported.
    await expect
      .poll(async () => (await events(page, 'pageView')).map((view) => view.visitorLoginState))
      .toEqual(['logged in']);
  });
});
