import { expect, test } from './fixtures';

test.describe('the editorial showcase (SPEC §2 Content blocks)', () => {
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
      "The workshop's favourites",
      'For the breakfast table',
      "This autumn's teapot",
      'Oval dish',
      'Gift card',
      'From the workshop',
      'On the table right now',
      'Questions on linen and the workshop',
    ]) {
      await expect(page.getByRole('region', { name })).toBeAttached();
    }
    await expect(
      page.getByRole('region', { name: "The workshop's favourites" }).getByRole('article'),
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
