import { expect, test } from './fixtures';

test.describe('a shopper choosing their market', () => {
  test('lands in the default market and moves to Norway', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/se$/);
    await expect(page.getByRole('heading', { name: 'Tallrikar' })).toBeVisible();

    await page.getByRole('button', { name: 'Marknad' }).click();
    await page.getByRole('button', { name: 'Norge (NOK)' }).click();
    await expect(page).toHaveURL(/\/no$/);
    await expect(page.getByRole('heading', { name: 'Plates' })).toBeVisible();
    await page.getByRole('button', { name: 'Market' }).click();
    await expect(page.getByRole('button', { name: 'Norway (NOK)' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('reads Sweden in English under se-en, and back in Swedish', async ({ page }) => {
    await page.goto('/se-en');
    await expect(page.getByRole('heading', { name: 'Plates' })).toBeVisible();
    await page.getByRole('button', { name: 'Market' }).click();
    await page.getByRole('button', { name: 'Svenska' }).click();
    await expect(page).toHaveURL(/\/se$/);
    await expect(page.getByRole('heading', { name: 'Tallrikar' })).toBeVisible();
  });

  test('is told when a page does not exist', async ({ page }) => {
    await page.goto('/no-en/no-such-page');
    await expect(page).toHaveURL(/\/no\/no-such-page$/);
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await expect(page).toHaveURL(/\/no$/);
  });

  test('gets the page styled from the extracted stylesheet', async ({ page }) => {
    await page.goto('/se');
    // One extracted stylesheet per chunk the page needs (shared components get their own).
    expect(await page.locator('link[rel="stylesheet"]').count()).toBeGreaterThanOrEqual(1);
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('display', 'grid');
    await expect(page.locator('body')).toHaveCSS('margin', '0px');
  });

  test('fits the screen without sideways scrolling', async ({ page }) => {
    await page.goto('/no');
    await page.getByRole('button', { name: 'Market' }).click();
    await expect(page.getByRole('button', { name: 'Svenska' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
