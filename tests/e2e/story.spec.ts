import { expect, test } from './fixtures';

test.describe('the sustainability timeline (docs/product.md#content-blocks)', () => {
  test('dragging the scrollbar thumb scrolls the stages, and the keyboard follows', async ({
    page,
  }) => {
    await page.goto('/se-en/showcase-sustainability');
    const timeline = page.getByRole('region', { name: 'From clay pit to dinner table' });
    const stages = timeline.getByRole('list', { name: 'Stages' });
    const scrollbar = timeline.getByRole('scrollbar', { name: 'Scroll the timeline' });
    await scrollbar.scrollIntoViewIfNeeded();
    await expect(scrollbar).toHaveAttribute('aria-valuenow', '0');
    await expect(scrollbar).toHaveAttribute(
      'aria-controls',
      (await stages.getAttribute('id')) ?? '',
    );

    const thumb = scrollbar.locator('[data-thumb]');
    const track = await scrollbar.boundingBox();
    const box = await thumb.boundingBox();
    if (!track || !box) throw new Error('the scrollbar is not laid out');
    expect(box.width).toBeLessThanOrEqual(track.width * 0.85 + 1);

    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + (track.width - box.width) / 2, y, { steps: 8 });
    await page.mouse.up();

    const scrolled = await stages.evaluate((element) => element.scrollLeft);
    expect(scrolled).toBeGreaterThan(0);
    await expect(scrollbar).toHaveAttribute('aria-valuenow', /^(4\d|5\d|60)$/);
    const moved = await thumb.boundingBox();
    expect(moved?.x ?? 0).toBeGreaterThan(box.x);

    await scrollbar.press('End');
    await expect(scrollbar).toHaveAttribute('aria-valuenow', '100');
    await stages.evaluate((element) => (element.scrollLeft = 0));
    await expect(scrollbar).toHaveAttribute('aria-valuenow', '0');
  });
});

test.describe('shop the look (docs/product.md#content-blocks)', () => {
  test('shows exactly the products the editor chose, in that order', async ({ page }) => {
    await page.goto('/se-en/showcase-sustainability');
    const look = page.getByRole('region', { name: 'Shop the look: an ocean table' });
    const cards = look.getByRole('list', { name: 'Products in the look' }).getByRole('article');
    await expect(cards).toHaveCount(5);
    const names = await Promise.all(
      (await cards.all()).map((card) => card.getAttribute('aria-label')),
    );
    expect(names).toEqual([
      'Round platter 32 cm, Ocean',
      'Dinner plate 27 cm, Ocean',
      'Linen tablecloth, Sand',
      'Dinner plate 27 cm, Sand',
      'Mug 35 cl, Ocean',
    ]);
  });
});
