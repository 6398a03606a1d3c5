import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { contrastOnScreen } from './text-contrast';

test.describe('hero hotspots (docs/product.md#hero-hotspot)', () => {
  test('a hotspot on the home page adds a product in the chosen colour to the cart', async ({
    page,
  }) => {
    await page.goto('/se-en');
    const hero = page.getByRole('region', { name: 'Set the table for autumn' });
    await expect(hero.getByRole('img', { name: 'A laid table' })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    await hero.getByRole('button', { name: /^Show Bowl/ }).click();

    const popup = page.getByRole('dialog', { name: /^Bowl/ });
    await expect(popup).toBeVisible();
    const add = popup.getByRole('button', { name: 'Add to cart' });
    await expect(add).toBeDisabled();
    const colour = await popup
      .getByRole('button', { name: /^Colour:/, pressed: false })
      .first()
      .getAttribute('aria-label');
    const other = popup.getByRole('button', { name: colour ?? '', exact: true });
    await other.click();
    await expect(other).toHaveAttribute('aria-pressed', 'true');
    await expect(popup.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('0');
    await popup.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(popup.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
    await add.click();

    await expect(popup).toBeHidden();
    const mini = page.getByRole('complementary', { name: 'Added to your cart' });
    await expect(mini).toBeVisible();
    await expect(mini.getByText(/Bowl/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open cart (1)' })).toBeVisible();
  });

  test('the showcase heroes fill the width without scrolling sideways', async ({ page }) => {
    await page.goto('/se-en/showcase-hero');
    await expect(page.getByRole('region', { name: 'Click what you see' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    const box = await page.getByRole('region', { name: 'Click what you see' }).boundingBox();
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(width);
  });
});

test.describe('a film hero (docs/product.md#hero)', () => {
  const FILM_HERO = 'From lump to bowl';

  test('the server sends the poster and a film that fetches nothing; the film then plays over it', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/se-en/showcase-hero')).text();
    const section = html.indexOf(`aria-label="${FILM_HERO}"`);
    expect(section).toBeGreaterThan(0);
    const video = /<video\b[^>]*>/.exec(html.slice(section))?.[0] ?? '';
    expect(video).toContain('preload="none"');
    expect(video).not.toContain('autoplay');

    await page.goto('/se-en/showcase-hero');
    const hero = page.getByRole('region', { name: FILM_HERO });
    const poster = hero.getByRole('img', { name: 'A bowl takes shape on the wheel' });
    await poster.scrollIntoViewIfNeeded();
    const before = await hero.boundingBox();
    await expect(hero.getByRole('button', { name: 'Pause the film' })).toBeVisible();
    const film = hero.locator('video');
    await expect(film).toHaveJSProperty('muted', true);
    await expect(film).toHaveJSProperty('paused', false);
    expect(await hero.boundingBox()).toEqual(before);

    await hero.getByRole('button', { name: 'Pause the film' }).click();
    await expect(film).toHaveJSProperty('paused', true);
    await expect(hero.getByRole('button', { name: 'Play the film' })).toBeVisible();
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the poster stays until the shopper plays the film', async ({ page }) => {
      await page.goto('/se-en/showcase-hero');
      const hero = page.getByRole('region', { name: FILM_HERO });
      await hero.scrollIntoViewIfNeeded();
      const play = hero.getByRole('button', { name: 'Play the film' });
      await expect(play).toBeVisible();
      const film = hero.locator('video');
      // Past the paint and the approach to the screen, it still has not started.
      await page.waitForTimeout(500);
      await expect(film).toHaveJSProperty('paused', true);
      await expect(film).toHaveCSS('opacity', '0');

      await play.click();
      await expect(film).toHaveJSProperty('paused', false);
      await expect(film).toHaveCSS('opacity', '1');
      await expect(hero.getByRole('button', { name: 'Pause the film' })).toBeVisible();
    });
  });
});

test.describe('hero layout (docs/product.md#hero)', () => {
  test("the home hero's headline and button are on the first screen", async ({ page }) => {
    await page.goto('/se-en');
    const hero = page.getByRole('region', { name: 'Set the table for autumn' });
    const screen = page.viewportSize();
    if (!screen) throw new Error('no viewport');
    for (const part of [
      hero.getByRole('heading', { name: 'Set the table for autumn' }),
      hero.getByRole('link', { name: 'Shop tableware' }),
    ]) {
      const box = await part.boundingBox();
      if (!box) throw new Error('not laid out');
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(screen.width);
      expect(box.y + box.height).toBeLessThanOrEqual(screen.height);
    }
  });

  test('every hero text reads on what is painted behind it (WCAG AA) @desktop', async ({
    page,
  }) => {
    for (const path of ['/se-en', '/se-en/showcase-hero']) {
      await page.goto(path);
      for (const hero of await page.locator('section[data-height]').all()) {
        const picture = hero.getByRole('img').first();
        await hero.scrollIntoViewIfNeeded();
        await expect
          .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete))
          .toBe(true);
        // Centred on the screen, clear of the sticky header.
        await hero
          .locator('h1, h2, p')
          .last()
          .evaluate((text) => text.parentElement?.scrollIntoView({ block: 'center' }));
        for (const { text, large, contrast } of await contrastOnScreen(page, hero, 'h1, h2, p')) {
          expect.soft(contrast, `${path}: ${text}`).toBeGreaterThanOrEqual(large ? 3 : 4.5);
        }
      }
    }
  });

  test('a pinned hero picture shows inside its own hero only @desktop', async ({ page }) => {
    await page.goto('/se-en/showcase-hero');
    const reveal = page.getByRole('region', { name: 'Linen that softens with the years' });
    await reveal.scrollIntoViewIfNeeded();
    const heroes = page.locator('section[data-height]');
    for (const later of (await heroes.all()).slice(2)) {
      await later.scrollIntoViewIfNeeded();
      expect(await pinnedPictureOutside(page)).toEqual([]);
    }
  });
});

/** Points of the screen where the pinned hero shows, outside its own box. */
function pinnedPictureOutside(page: Page): Promise<readonly string[]> {
  return page.evaluate(() => {
    const pinned = document.querySelector('[data-height="full-height-reveal"]');
    if (!pinned) throw new Error('no pinned hero');
    const own = pinned.getBoundingClientRect();
    const found: string[] = [];
    for (let y = 1; y < innerHeight; y += 16) {
      for (let x = 1; x < innerWidth; x += 32) {
        const inside = x >= own.left && x < own.right && y >= own.top && y < own.bottom;
        const shown = document.elementFromPoint(x, y);
        if (!inside && shown && pinned.contains(shown)) found.push(`${x},${y}`);
      }
    }
    return found;
  });
}
