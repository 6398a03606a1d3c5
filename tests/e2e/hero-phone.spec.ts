import { expect, test } from './fixtures';

/**
 * docs/product.md#hero-hotspot on a phone: a full-height hero crops a wide picture to a narrow
 * strip, and the hotspots the crop leaves out wait at its edges.
 */
test.describe('hero hotspots on a phone @phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every hotspot of a full-height hero is on the screen, and opens its product', async ({
    page,
  }) => {
    await page.goto('/se-en/showcase-hero');
    const hero = page.getByRole('region', { name: 'Click what you see' });
    const dots = hero.getByRole('list', { name: 'Products in the picture' }).getByRole('button');
    await expect(dots).toHaveCount(3);
    const frame = await hero.boundingBox();
    if (!frame) throw new Error('the hero is not laid out');
    const names: string[] = [];
    for (const dot of await dots.all()) {
      const box = await dot.boundingBox();
      if (!box) throw new Error('a hotspot is not laid out');
      expect(box.x).toBeGreaterThanOrEqual(frame.x);
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      names.push((await dot.getAttribute('aria-label')) ?? '');
    }
    expect(names).toEqual([
      expect.stringMatching(/^Show Dinner plate/),
      expect.stringMatching(/^Show Bowl/),
      expect.stringMatching(/^Show Mug/),
    ]);

    // Each by touch: nothing covers it, and its popup names its product.
    for (const [index, dot] of (await dots.all()).entries()) {
      await dot.click();
      const product = (names[index] ?? '').replace(/^Show /, '').split(',')[0] ?? '';
      const popup = page.getByRole('dialog', { name: new RegExp(`^${product}`) });
      await expect(popup).toBeVisible();
      await popup.getByRole('button', { name: 'Close' }).click();
      await expect(popup).toBeHidden();
    }

    // And by keyboard.
    await dots.first().focus();
    for (let index = 0; index < names.length; index += 1) {
      await expect(dots.nth(index)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(dots.nth(index)).toBeFocused();
      await page.keyboard.press('Tab');
    }
  });
});
