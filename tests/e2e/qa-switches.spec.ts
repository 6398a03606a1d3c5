import { expect, test } from './fixtures';

/** QA's switches on the page address, memory mode (README "QA switches"). */
test.describe('QA switches', () => {
  test('a market fault keeps the shop from starting its market, with latency applied', async ({
    page,
    consoleErrors,
  }) => {
    const started = Date.now();
    await page.goto('/se?faults=market:503&latency=300');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('500');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Till startsidan' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tallrikar' })).toHaveCount(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    // The fault was asked for: the shop says what failed, and nothing else.
    expect(consoleErrors).toEqual([
      expect.stringMatching(/^Couldn't start the shop GatewayError: market\.markets answered 503/),
    ]);
    consoleErrors.splice(0);
  });

  test('a mistyped switch says what is wrong instead of running a different shop', async ({
    page,
    consoleErrors,
  }) => {
    const answer = await page.goto('/se?faults=basket:500');
    // The server says so before any script runs, with a status that says whose mistake it is.
    expect(answer?.status()).toBe(400);
    await expect(page.getByRole('alert')).toContainText('Unknown port "basket"');
    expect(consoleErrors).toEqual([expect.stringMatching(/^StartupError: Invalid fault switch/)]);
    consoleErrors.splice(0);
  });

  test('a fault on another port leaves the market journey working', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/se?faults=cart:500,search:timeout');
    await expect(page.getByRole('heading', { name: 'Tallrikar' })).toBeVisible();
    // Only the faulted ports fail, and say so.
    const others = consoleErrors.filter(
      (error) =>
        !/^Couldn't \w+ GatewayError: (cart|search)\.\w+ (answered 500|timed out)/.test(error),
    );
    expect(others).toEqual([]);
    consoleErrors.splice(0);
  });
});
