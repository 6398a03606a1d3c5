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
