import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Set HEADER_SHOTS=1 to write screenshots of the header to /tmp for a look. */
const shots = !!process.env.HEADER_SHOTS;

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `/tmp/header-${test.info().project.name}-${name}.png` });
}

const isPhoneSized = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

test.describe('the header', () => {
  // The desktop menu shows from 1024 px: the phone project leaves @desktop journeys out.
  test('browses the desktop menu to a category @desktop', async ({ page }) => {
    await page.goto('/se-en');
    await shot(page, 'home');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('button', { name: 'Shop' }).click();
    const submenu = page.getByRole('region', { name: 'Submenu Shop' });
    await expect(submenu.getByRole('link', { name: 'Plates' })).toBeVisible();
    await expect(submenu.getByRole('img')).toHaveCount(4);
    // "See all" leads to the whole shop, not to its first department.
    await expect(submenu.getByRole('link', { name: 'See all in Shop' })).toHaveAttribute(
      'href',
      '/se-en/shop',
    );
    await expect(page.getByTestId('overlay')).toBeVisible();
    await page.waitForTimeout(600); // let the staggered reveal finish for the picture
    await shot(page, 'submenu');
    await submenu.getByRole('link', { name: 'Plates' }).click();
    await expect(page).toHaveURL(/\/se-en\/servering\/tallrikar$/);
    await expect(submenu).toBeHidden();
    await expect(page.getByTestId('overlay')).toBeHidden();
  });

  // The hamburger shows below 1024 px: the desktop project leaves @phone journeys out.
  test('walks the phone sidebar three levels to a category @phone', async ({ page }) => {
    await page.goto('/se-en');
    await shot(page, 'home');
    await page.getByRole('button', { name: 'Menu' }).click();
    const sidebar = page.getByRole('dialog', { name: 'Main menu' });
    await sidebar.getByRole('button', { name: 'Shop' }).click();
    await sidebar.getByRole('button', { name: 'Textiles' }).click();
    await expect(sidebar.getByRole('link', { name: 'Towels' })).toBeVisible();
    await shot(page, 'sidebar');
    await sidebar.getByRole('button', { name: 'Back' }).click();
    await sidebar.getByRole('button', { name: 'Tableware' }).click();
    await sidebar.getByRole('link', { name: 'Bowls' }).click();
    await expect(page).toHaveURL(/\/se-en\/servering\/sk(å|%C3%A5)lar$/);
    await expect(sidebar).toBeHidden();
  });

  test('leads from the menus to the table setting, the live show and the parcel tracker', async ({
    page,
  }) => {
    await page.goto('/se-en');
    if (isPhoneSized(page)) {
      await page.getByRole('button', { name: 'Menu' }).click();
      const sidebar = page.getByRole('dialog', { name: 'Main menu' });
      await sidebar.getByRole('button', { name: 'Inspiration' }).click();
      await expect(sidebar.getByRole('link', { name: 'Live from the workshop' })).toBeVisible();
      await sidebar.getByRole('link', { name: 'Set the table' }).click();
    } else {
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      await nav.getByRole('button', { name: 'Inspiration' }).click();
      const submenu = page.getByRole('region', { name: 'Submenu Inspiration' });
      await expect(submenu.getByRole('link', { name: 'Live from the workshop' })).toHaveAttribute(
        'href',
        '/se-en/live-shopping',
      );
      await submenu.getByRole('link', { name: 'Set the table' }).click();
    }
    await expect(page).toHaveURL(/\/se-en\/set-the-table$/);
    const service = page.getByRole('contentinfo').getByRole('navigation', {
      name: 'Customer service',
    });
    // A phone's footer groups start closed (docs/product.md#footer).
    if (isPhoneSized(page)) await service.getByText('Customer service').click();
    await service.getByRole('link', { name: 'Track your parcel' }).click();
    await expect(page).toHaveURL(/\/se-en\/track-parcel$/);
    await expect(page.getByRole('form', { name: 'Track your parcel' })).toBeVisible();
  });

  test('lists Sweden, Norway and Germany first, then the rest by name', async ({ page }) => {
    await page.goto('/se');
    await page.getByRole('button', { name: 'Marknad' }).click();
    const countries = page.getByRole('region', { name: 'Land' }).getByRole('button');
    await expect(countries).toHaveText([
      'Sverige (SEK)',
      'Norge (NOK)',
      'Tyskland (EUR)',
      'Danmark (DKK)',
      'Finland (EUR)',
      'Nederländerna (EUR)',
      'Storbritannien (GBP)',
      'USA (USD)',
    ]);
  });

  test("shows each market's flag beside its name, fetched only when the list opens", async ({
    page,
  }) => {
    const flags: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/flags/')) flags.push(request.url());
    });
    await page.goto('/se-en');
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
    expect(flags).toEqual([]);
    await page.getByRole('button', { name: 'Market' }).click();
    const countries = page.getByRole('region', { name: 'Country' }).getByRole('button');
    await expect(countries).toHaveCount(8);
    for (const country of await countries.all()) {
      const flag = country.locator('img');
      await expect(flag).toHaveAttribute('src', /^\/flags\/[A-Z]{2}\.svg$/);
      await expect
        .poll(() => flag.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
    await expect(page.getByRole('button', { name: 'Norway (NOK)' }).locator('img')).toHaveAttribute(
      'src',
      '/flags/NO.svg',
    );
  });

  test('switches market and language from the selector', async ({ page }) => {
    await page.goto('/se-en');
    await page.getByRole('button', { name: 'Market' }).click();
    await expect(page.getByRole('button', { name: 'Sweden (SEK)' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await shot(page, 'market');
    await page.getByRole('button', { name: 'Germany (EUR)' }).click();
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.getByRole('heading', { name: 'Plates' })).toBeVisible();
    await page.getByRole('button', { name: 'Market' }).click();
    await page.getByRole('button', { name: 'Svenska' }).click();
    await expect(page).toHaveURL(/\/de-sv$/);
    await expect(page.getByRole('button', { name: 'Marknad' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  });

  test('the account icon takes an anonymous shopper to log in, with registration beside it', async ({
    page,
  }) => {
    await page.goto('/se-en');
    await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/se-en\/account\/login$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Create an account' })).toBeVisible();
    await shot(page, 'account');
  });

  test('sticks to the top after 200 px of scroll', async ({ page }) => {
    await page.goto('/se-en');
    const banner = page.getByRole('banner');
    await expect(banner).toBeVisible();
    // The start page is short for now: make room to scroll.
    await page.evaluate(() => {
      const main = document.getElementById('main');
      main?.insertAdjacentHTML('beforeend', '<div style="height: 3000px"></div>');
    });
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await expect(banner.locator('..')).toHaveAttribute('data-stuck', 'true');
    await expect.poll(async () => (await banner.boundingBox())?.y).toBeLessThanOrEqual(1);
    await shot(page, 'sticky');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(banner.locator('..')).toHaveAttribute('data-stuck', 'false');
  });

  test('folds the footer’s groups on a phone, each opening to its links @phone', async ({
    page,
  }) => {
    await page.goto('/se-en/about-us');
    const footer = page.getByRole('contentinfo');
    const service = footer.getByRole('navigation', { name: 'Customer service' });
    const parcel = service.getByRole('link', { name: 'Track your parcel' });
    await expect(footer.getByRole('group')).not.toHaveCount(0);
    await expect(parcel).toBeHidden();
    const screen = page.viewportSize()?.height ?? 0;
    expect((await footer.boundingBox())?.height).toBeLessThan(1.2 * screen);

    await service.getByText('Customer service').click();
    await expect(parcel).toBeVisible();
    await expect(footer.getByRole('navigation', { name: 'Shop' }).getByRole('link')).toHaveCount(0);
  });
});
