import { expect, test } from '@playwright/test';

/** QA's switches on the page address, memory mode (README "QA switches"). */
test.describe('QA switches', () => {
  test('a market fault keeps the shop from starting its market, with latency applied', async ({
    page,
  }) => {
    const started = Date.now();
    await page.goto('/se?faults=market:503&latency=300');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('500');
    await expect(page.getByRole('link', { name: 'Tillbaka till butiken' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tallrikar' })).toHaveCount(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  test('a mistyped switch says what is wrong instead of running a different shop', async ({
    page,
  }) => {
    await page.goto('/se?faults=basket:500');
    await expect(page.getByRole('alert')).toContainText('Unknown port "basket"');
  });

  test('a fault on another port leaves the market journey working', async ({ page }) => {
    await page.goto('/se?faults=cart:500,search:timeout');
    await expect(page.getByRole('heading', { name: 'Tallrikar' })).toBeVisible();
  });
});
