import { expect, test } from './fixtures';

/** Set EDITORIAL_SHOTS=1 to write screenshots of the video block to /tmp for a look. */
const shots = !!process.env.EDITORIAL_SHOTS;

/** A poster's address through the image service, at `width`: the resized webp every picture gets. */
const resizedPoster = (file: string, width: number) =>
  `${file}/m/${width}x0/filters:quality(75):format(webp)`;

test.describe('the editorial showcase (docs/product.md#content-blocks)', () => {
  test('renders every editorial block, and the strip and accordion work', async ({ page }) => {
    await page.goto('/se-en/showcase-editorial');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Showcase: editorial blocks' }),
    ).toBeVisible();
    for (const name of [
      'Thrown by hand',
      'Linen that softens',
      'A table for many',
      'Glazes from the kiln',
      'Three places to start',
      'The workshop’s favourites',
      'For the breakfast table',
      'This autumn’s teapot',
      'Oval dish',
      'Gift card',
      'From the workshop',
      'On the table right now',
      'Questions on linen and the workshop',
    ]) {
      await expect(page.getByRole('region', { name })).toBeAttached();
    }
    await expect(
      page.getByRole('region', { name: 'The workshop’s favourites' }).getByRole('article'),
    ).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Shop breakfast' })).toBeVisible();

    const film = page.locator('video').first();
    await film.scrollIntoViewIfNeeded();
    const isPhone = (page.viewportSize()?.width ?? 0) < 768;
    await expect(film).toHaveAttribute('src', isPhone ? /wheel-mobile/ : /wheel-desktop/);
    await expect(page.getByRole('img', { name: 'A laid table' }).last()).toBeVisible();

    const strip = page.getByRole('region', { name: 'On the table right now' });
    const list = strip.getByRole('list', { name: 'Pictures, swipe sideways' });
    await list.scrollIntoViewIfNeeded();
    await expect(strip.getByRole('button', { name: 'Previous picture' })).toBeDisabled();
    await strip.getByRole('button', { name: 'Next picture' }).click();
    await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expect(strip.getByRole('button', { name: 'Previous picture' })).toBeEnabled();

    const question = page.getByText('Can I visit the workshop?');
    await question.scrollIntoViewIfNeeded();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Saturdays 10–15')).toBeVisible();
  });
});

test.describe('video posters (docs/product.md#images)', () => {
  // docs/decisions/0107: a poster is one address, the same on every screen and in the server's
  // page, so the shopper's browser fetches one picture and never swaps it.
  test('come through the image service as webp, the server’s page and the browser’s alike', async ({
    page,
  }, testInfo) => {
    const film = resizedPoster('/media/content/wheel.jpg', 1920);
    const loop = resizedPoster('/media/content/wheel.jpg', 960);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    const answer = await page.goto('/se-en/showcase-editorial');
    const html = (await answer?.text()) ?? '';
    expect(html).toContain(`poster="${film}"`);
    expect(html).toContain(`poster="${loop}"`);
    expect(html).not.toContain('poster="/media/content/wheel.jpg"');

    const video = page.getByLabel('A bowl takes shape on the wheel');
    await video.scrollIntoViewIfNeeded();
    await expect(video).toHaveAttribute('poster', film);
    const group = page.getByRole('region', { name: 'From the workshop' });
    await group.locator('video').scrollIntoViewIfNeeded();
    await expect(group.locator('video')).toHaveAttribute('poster', loop);
    // The image service answers them as webp; the page never fetched the original (and the
    // fixture fails on any address the security policy refused).
    for (const poster of [film, loop]) {
      const picture = await page.request.get(poster);
      expect(picture.status()).toBe(200);
      expect(picture.headers()['content-type']).toBe('image/webp');
    }
    expect(fetched).not.toContain('/media/content/wheel.jpg');
    if (shots) {
      await video.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/editorial-${testInfo.project.name}-video.png` });
    }
  });
});

test.describe('the product display slider (docs/product.md#content-blocks) @desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('shows four of the chosen products at a time, in the editor’s order, and steps on', async ({
    page,
  }) => {
    await page.goto('/se-en/showcase-editorial');
    const slider = page.getByRole('region', { name: 'Serving for autumn' });
    const strip = slider.getByRole('list', { name: 'Products, swipe sideways' });
    await strip.scrollIntoViewIfNeeded();
    const cards = strip.getByRole('article');
    await expect(cards).toHaveCount(6);
    await expect(cards.first()).toHaveAccessibleName('Teapot 1 l, Earth');
    await expect(cards.nth(1)).toHaveAccessibleName('Dinner plate 27 cm, Sand');

    const shown = async () => {
      const box = await strip.boundingBox();
      if (!box) throw new Error('the strip is not laid out');
      const boxes = await Promise.all((await cards.all()).map((card) => card.boundingBox()));
      return boxes.filter(
        (card) => card && card.x >= box.x - 1 && card.x + card.width <= box.x + box.width + 1,
      ).length;
    };
    expect(await shown()).toBe(4);

    await slider.getByRole('button', { name: 'Next product' }).click();
    await expect(slider.getByRole('button', { name: 'Previous product' })).toBeEnabled();
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});
