import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * What the editors set per market (docs/product.md#settings-per-market) as a shopper meets it:
 * the welcome greeting, a sold-out product's restock date, a static page's header and a notice
 * under the header. Set SETTINGS_SHOTS=1 to write screenshots at 390 and 1440 px to /tmp.
 */
const shots = !!process.env.SETTINGS_SHOTS;

async function shoot(page: Page, name: string, show?: Locator) {
  if (!shots) return;
  const width = test.info().project.name === 'phone' ? 390 : 1440;
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  await show?.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/settings-${name}-${width}.png` });
}

const SITES = [
  {
    site: 'se',
    email: 'E-post',
    password: 'Lösenord',
    logIn: 'Logga in',
    account: 'Konto',
    greeting: 'Välkommen tillbaka, Astrid!',
    mug: '/se/mugg-ocean',
    notify: 'Bevaka',
    restock: /^Åter i lager omkring \d{1,2} [a-zåäö]+( \d{4})?$/,
    about: '/se/om-oss',
    aboutTitle: 'Om oss',
    news: 'Aktuellt',
  },
  {
    site: 'se-en',
    email: 'Email',
    password: 'Password',
    logIn: 'Log in',
    account: 'Account',
    greeting: 'Welcome back, Astrid!',
    mug: '/se-en/mugg-ocean',
    notify: 'Notify me',
    restock: /^Back in stock around \d{1,2} [A-Z][a-z]+( \d{4})?$/,
    about: '/se-en/about-us',
    aboutTitle: 'About us',
    news: 'News',
  },
] as const;

test.describe('the settings per market', () => {
  for (const texts of SITES) {
    test(`greets a signed-in shopper in the market's words (${texts.site})`, async ({ page }) => {
      await page.goto(`/${texts.site}/account/login`);
      const main = page.getByRole('main');
      await main.getByRole('textbox', { name: texts.email }).fill('demo@lera.shop');
      await main.getByLabel(texts.password).fill('lera-demo-2026');
      await main.getByRole('button', { name: texts.logIn }).click();
      await expect(main.getByRole('heading', { level: 1, name: texts.greeting })).toBeVisible();
      await shoot(page, `greeting-${texts.site}`);

      const account = page.getByRole('banner').getByRole('button', { name: texts.account });
      await account.click();
      await expect(account).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('banner').getByText(texts.greeting)).toBeVisible();
      await shoot(page, `dropdown-${texts.site}`);
    });

    test(`says when a sold-out mug is expected back (${texts.site})`, async ({ page }) => {
      await page.goto(texts.mug);
      const main = page.getByRole('main');
      await expect(main.getByRole('button', { name: texts.notify })).toBeVisible();
      await expect(main.getByText(texts.restock)).toBeVisible();
      await shoot(page, `restock-${texts.site}`, main.getByText(texts.restock));
    });

    test(`shows a static page's header in the market's colours (${texts.site})`, async ({
      page,
    }) => {
      await page.goto(texts.about);
      const title = page
        .getByRole('main')
        .getByRole('heading', { level: 1, name: texts.aboutTitle });
      await expect(title).toBeVisible();
      const header = title.locator('xpath=..');
      await expect(header).toHaveCSS('background-color', 'rgb(232, 218, 196)');
      await expect(header).toHaveCSS('color', 'rgb(59, 42, 30)');
      await expect(title).toHaveCSS('text-align', 'center');
      // The band runs the page's full width, straight under the site's header and the notice
      // placed under it.
      const band = await header.boundingBox();
      const notices = await page.getByRole('list', { name: texts.news }).last().boundingBox();
      const width = await page.evaluate(() => document.documentElement.clientWidth);
      if (!band || !notices) throw new Error('the band and the notices are shown');
      expect(Math.round(band.width)).toBe(width);
      expect(Math.abs(band.y - (notices.y + notices.height))).toBeLessThan(2);
      await shoot(page, `static-page-${texts.site}`);
      if (shots && texts.site === 'se-en') {
        // Norway's look: on the left, in forest green.
        await page.goto('/no/about-us');
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await shoot(page, 'static-page-no');
      }
    });
  }

  test('puts a notice under the header where its editors placed it', async ({ page }) => {
    await page.goto('/se-en/about-us');
    const [above, under] = [
      page.getByRole('list', { name: 'News' }).first(),
      page.getByRole('list', { name: 'News' }).last(),
    ];
    await expect(above).toContainText('Free delivery over 800 SEK');
    await expect(under).toContainText('Handmade in Höganäs – meet the potters');
    const banner = await page.getByRole('banner').boundingBox();
    const top = await above.boundingBox();
    const bottom = await under.boundingBox();
    if (!banner || !top || !bottom) throw new Error('the bars and the header are shown');
    expect(top.y + top.height).toBeLessThanOrEqual(banner.y + 1);
    expect(bottom.y).toBeGreaterThanOrEqual(banner.y + banner.height - 1);
    await shoot(page, 'notices');

    // The notice under the header scrolls away with the page; the header alone sticks.
    await page.evaluate(() => window.scrollBy(0, 800));
    await expect(page.getByRole('banner')).toBeInViewport();
    await expect(under).not.toBeInViewport();
  });
});
