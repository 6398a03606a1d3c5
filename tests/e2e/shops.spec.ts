import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Set STORES_SHOTS=1 to write full-page screenshots of the showcase page to /tmp for a look. */
const shots = !!process.env.STORES_SHOTS;

async function shot(page: Page, name: string) {
  if (shots) {
    await page.screenshot({
      path: `/tmp/stores-${test.info().project.name}-${name}.png`,
      fullPage: true,
    });
  }
}

test.describe('the store finder (docs/product.md#store-finder)', () => {
  test('finds a store by town and opens its info window on the map', async ({ page }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      const { hostname } = new URL(request.url());
      if (!['127.0.0.1', 'localhost'].includes(hostname)) outside.push(request.url());
    });
    await page.goto('/se-en/find-a-store');
    const finder = page.getByRole('region', { name: 'Our stores' });
    const list = finder.getByRole('list', { name: 'Stores' });
    const map = finder.getByRole('region', { name: 'Map of the stores' });
    await expect(map.getByRole('button', { name: 'Lera Göteborg' })).toBeVisible();
    await shot(page, 'page');

    const listBox = (await list.boundingBox())!;
    const mapBox = (await map.boundingBox())!;
    if (test.info().project.name === 'desktop') {
      expect(mapBox.x).toBeGreaterThanOrEqual(listBox.x + listBox.width);
    } else {
      expect(mapBox.y).toBeGreaterThanOrEqual(listBox.y + listBox.height);
    }

    const filter = finder.getByRole('searchbox', { name: 'Search by store or town' });
    await filter.fill('göteborg');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(map.getByRole('button')).toHaveCount(1);

    const toggle = list.getByRole('button', { name: /Lera Göteborg/ });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByText('Magasinsgatan 9')).toBeVisible();
    await expect(map).toHaveAttribute('data-zoom', '16');

    await map.getByRole('button', { name: 'Lera Göteborg' }).click();
    const info = map.getByRole('dialog', { name: 'Lera Göteborg' });
    await expect(info).toBeVisible();
    await expect(info.getByText('Lera Göteborg')).toBeVisible();
    await expect(info.getByRole('link', { name: 'Store page' })).toHaveAttribute(
      'href',
      'https://lera.example/butiker/g%C3%B6teborg',
    );
    await shot(page, 'info');
    expect(outside, 'requests leaving the machine').toEqual([]);
  });

  test('groups the stores that would cover each other, and a group opens on click', async ({
    page,
  }) => {
    await page.goto('/se-en/find-a-store');
    const map = page.getByRole('region', { name: 'Map of the stores' });
    const skåne = map.getByRole('button', { name: /^3 stores: .*Malmö/ });
    await expect(skåne).toHaveAccessibleName(
      '3 stores: Lera Verkstadsbutik, Lera Malmö, Lera Lund',
    );
    await expect(map.getByRole('button', { name: 'Lera Malmö', exact: true })).toHaveCount(0);
    await skåne.click();
    await expect(
      map.getByRole('button', { name: 'Lera Verkstadsbutik', exact: true }),
    ).toBeFocused();
    await map.getByRole('button', { name: /^2 stores: Lera Malmö, Lera Lund$/ }).click();
    await map.getByRole('button', { name: 'Lera Lund', exact: true }).click();
    await expect(map.getByRole('dialog', { name: 'Lera Lund' })).toBeVisible();
  });

  test("offers 'See all N online stores' on desktop only", async ({ page }) => {
    await page.goto('/se-en/find-a-store');
    const online = page.getByRole('region', { name: 'Shop with our retailers' });
    await expect(online.getByRole('listitem')).toHaveCount(10);
    const seeAll = online.getByRole('link', { name: 'See all 10 online stores' });
    if (test.info().project.name === 'desktop') {
      await seeAll.click();
      await expect(online.getByRole('listitem').last()).toBeInViewport();
    } else {
      await expect(seeAll).toBeHidden();
    }
  });
});
