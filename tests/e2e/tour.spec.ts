import { expect, test } from './fixtures';

/**
 * Issue 6 "done when": every route renders from the seeded data in Swedish and English, on the
 * phone and the desktop project alike — with the header and footer, a heading, no console error
 * (the fixture) and nothing wider than the screen.
 */
const PAGES: readonly (readonly [name: string, sv: string, en: string])[] = [
  ['start page', '', ''],
  ['category list', 'servering/tallrikar', 'servering/tallrikar'],
  ['product page', 'middagstallrik-forest-green', 'middagstallrik-forest-green'],
  ['content page', 'om-oss', 'about-us'],
  ['search page', 'search?q=tallrik', 'search?q=plate'],
  ['empty search page', 'search?q=xyzxyz', 'search?q=xyzxyz'],
  ['wishlist', 'wishlist', 'wishlist'],
  ['checkout', 'checkout', 'checkout'],
  ['login page', 'account/login', 'account/login'],
  ['register page', 'account/register', 'account/register'],
  ['password reset page', 'account/reset-password', 'account/reset-password'],
  ['test page', 'dummy/hello', 'dummy/hello'],
  ['unknown page', 'no-such-page', 'no-such-page'],
];

const SITES = [
  ['se', 'sv'],
  ['se-en', 'en'],
] as const;

for (const [site, language] of SITES) {
  for (const [name, sv, en] of PAGES) {
    const path = `/${site}${language === 'sv' ? (sv ? `/${sv}` : '') : en ? `/${en}` : ''}`;
    test(`the ${name} renders in ${language} (${path})`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'wider than the screen').toBeLessThanOrEqual(0);
    });
  }
}
