import { expect, test } from './fixtures';

test.describe('hero hotspots (SPEC §2 Hero, §4 Hero hotspot)', () => {
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

test.describe('a film hero (SPEC §2 Hero: videos)', () => {
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
