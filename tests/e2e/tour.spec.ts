import { expect, test } from './fixtures';

/**
 * Every route and showcase page renders from the seeded data in Swedish and English, on the phone and the desktop project alike — with the header and footer,
 * a heading, no console error (the fixture), nothing wider than the screen and no request that
 * leaves the shop. Axe finds no serious or critical violation on the page scrolled to
 * its end, with the header stuck and every lazy block loaded (the fixture; one scan per page
 * keeps the suite inside CI's time).
 */
const PAGES: readonly (readonly [name: string, sv: string, en: string])[] = [
  ['start page', '', ''],
  ['category list', 'servering/tallrikar', 'servering/tallrikar'],
  ['product page', 'middagstallrik-forest-green', 'middagstallrik-forest-green'],
  ['content page', 'om-oss', 'about-us'],
  ['search page', 'search?q=tallrik', 'search?q=plate'],
  ['empty search page', 'search?q=xyzxyz', 'search?q=xyzxyz'],
  ['search page without a query', 'search', 'search'],
  ['wishlist', 'wishlist', 'wishlist'],
  ['checkout', 'checkout', 'checkout'],
  ['login page', 'account/login', 'account/login'],
  ['register page', 'account/register', 'account/register'],
  ['password reset page', 'account/reset-password', 'account/reset-password'],
  ['test page', 'dummy/hello', 'dummy/hello'],
  ['unknown page', 'no-such-page', 'no-such-page'],
  // One showcase page per block group.
  ['editorial showcase', 'visningsrum-redaktionellt', 'showcase-editorial'],
  ['hero showcase', 'visningsrum-hero', 'showcase-hero'],
  ['sustainability showcase', 'visningsrum-hallbarhet', 'showcase-sustainability'],
  ['store finder', 'butiker-hitta', 'find-a-store'],
  ['table-setting tool', 'duka-bordet', 'set-the-table'],
  ['live-shopping page', 'live-shopping', 'live-shopping'],
  ['parcel tracking page', 'spara-paket', 'track-parcel'],
];

const SITES = [
  ['se', 'sv'],
  ['se-en', 'en'],
] as const;

for (const [site, language] of SITES) {
  for (const [name, sv, en] of PAGES) {
    const path = `/${site}${language === 'sv' ? (sv ? `/${sv}` : '') : en ? `/${en}` : ''}`;
    test(`the ${name} renders in ${language} (${path})`, async ({ page, baseURL }) => {
      // Memory mode reaches no network: every request stays with the shop.
      const elsewhere: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).origin !== new URL(baseURL ?? '').origin) {
          elsewhere.push(request.url());
        }
      });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'wider than the screen').toBeLessThanOrEqual(0);
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState('networkidle');
      expect(elsewhere, 'requests that left the shop').toEqual([]);
    });
  }
}
