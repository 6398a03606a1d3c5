import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Slow backends: every answer waits 2 s (`latency=2000`, memory mode). The page
 * loading bar and, on a page the browser opens, the product list's stand-ins show, nothing renders twice, and a second click
 * or submit while the first is on its way does nothing.
 */
test.describe('a slow backend @desktop', () => {
  test.describe.configure({ timeout: 60_000 });

  test('shows card stand-ins, then each product once without shifting, and the loading bar', async ({
    page,
  }) => {
    // The server waits for a page's product lists, so the stand-ins belong to pages the
    // browser opens itself: start on a page without a list, then go to the start page.
    await page.goto('/se-en/about-us?latency=2000');
    await page.getByRole('link', { name: 'Lera – Go to the home page' }).click();
    await expect(page.getByRole('heading', { name: 'Set the table for autumn' })).toBeVisible({
      timeout: 20_000,
    });
    // The start page's first product list, while its products are on their way.
    const list = page.getByRole('main').getByRole('region', { name: 'Plates' });
    const standIns = list.getByTestId('product-skeleton');
    await expect(list.getByRole('status')).toHaveText('Loading products …');
    await expect(standIns).toHaveCount(8);
    // docs/product.md#constants-and-limits default fetch delay: they hold their space at once and
    // show once the answer has taken 200 ms, so a quick answer never flashes them.
    const grid = standIns.first().locator('..');
    await expect(grid).toHaveCSS('animation-delay', '0.2s');
    await expect(grid).toHaveCSS('opacity', '1');
    await expect(list.getByRole('status')).toHaveCSS('opacity', '1');
    const standIn = await box(standIns.first());

    const cards = list.getByRole('article');
    await expect(cards.first()).toBeVisible({ timeout: 10_000 });
    await expect(standIns).toHaveCount(0);
    // A full row's first card takes the first stand-in's place and width: nothing moved
    // sideways. A list shorter than a row is a centred row of wider cards
    // (docs/product.md#category-lists), which the stand-ins, shown before the count is known,
    // cannot foresee: such a list moves when its cards arrive.
    const card = await box(cards.first());
    if ((await cards.count()) >= 4) {
      expect(card.x).toBeCloseTo(standIn.x, 0);
      expect(card.width).toBeCloseTo(standIn.width, 0);
    }
    await expectEachOnce(cards);

    // A navigation that waits on the backend shows the loading bar until the page is there.
    const bar = page.getByRole('progressbar', { name: 'The page is loading' });
    await expect(bar).toHaveCount(0);
    await page.getByRole('link', { name: 'Shop tableware' }).click();
    await expect(bar).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Tableware' })).toBeVisible({
      timeout: 10_000,
    });
    await expect(bar).toBeHidden();
    await expectEachOnce(
      page.getByRole('main').getByRole('region', { name: 'Tableware' }).getByRole('article'),
    );
  });

  test('an account page says the account is on its way, not an empty page', async ({
    page,
    context,
  }) => {
    await context.addInitScript(() => window.localStorage.setItem('token', 'a-members-token'));
    await page.goto('/se-en/account/overview?latency=2000');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading your account …');
    // The token was nobody's: the shopper is sent to log in.
    await expect(page).toHaveURL(/\/se-en\/account\/login$/, { timeout: 10_000 });
  });

  test('a double click adds once and a double submit signs up once', async ({ page }) => {
    await page.goto('/se-en/middagstallrik-forest-green?latency=2000');
    const add = page
      .getByRole('main')
      .getByRole('button', { name: /^Add to cart/ })
      .first();
    await expect(add).toBeEnabled({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Open cart (0)' })).toBeVisible();

    // Two clicks in the same moment, before the page can redraw between them.
    await add.evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await expect(add).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Open cart (1)' })).toBeVisible({
      timeout: 10_000,
    });
    await page.waitForTimeout(2500);
    await expect(page.getByRole('button', { name: 'Open cart (1)' })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: 'Email' });
    const subscribe = footer.getByRole('button', { name: 'Subscribe' });
    await email.fill('ada@example.com');
    await subscribe.evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    // Disabled while sending, with the address still in the field.
    await expect(subscribe).toBeDisabled();
    await expect(email).toHaveValue('ada@example.com');
    await expect(email).toHaveValue('', { timeout: 10_000 });
    const thanks = page.getByText('You are now subscribed to our newsletter.');
    await expect(thanks).toHaveCount(1);
    await page.waitForTimeout(500);
    await expect(thanks).toHaveCount(1);
  });
});

/** Each product once: no card drawn twice by a late or repeated answer. */
async function expectEachOnce(cards: Locator): Promise<void> {
  const names = await cards.evaluateAll((articles) =>
    articles.map((article) => article.getAttribute('aria-label')),
  );
  expect(names.length).toBeGreaterThan(1);
  expect(new Set(names).size).toBe(names.length);
}

async function box(locator: Locator): Promise<{ x: number; width: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}
