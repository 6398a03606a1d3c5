import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The lowest amount written in each product card of the results, in list order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole('main').getByRole('article').allInnerTexts();
  return texts.map((text) => {
    const amounts = [...text.matchAll(/(\d[\d\s\u00a0]*)\s*kr/g)].map((match) =>
      Number((match[1] ?? '').replace(/\D/g, '')),
    );
    return Math.min(...amounts);
  });
}

test.describe('a shopper searching', () => {
  test('types in the search panel, sees suggestions and products, and gets the results', async ({
    page,
  }) => {
    await page.goto('/se-en');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Search' });
    const box = panel.getByRole('searchbox', { name: 'Search' });
    await expect(box).toBeFocused();
    await expect(
      panel.getByRole('region', { name: 'Latest arrivals' }).getByRole('link'),
    ).toHaveCount(3);

    await box.fill('plate');
    const products = panel.getByRole('region', { name: 'Products' });
    await expect(products.getByRole('link').first()).toContainText(/plate/i);
    await expect(
      panel.getByRole('region', { name: 'Suggestions' }).getByRole('button').first(),
    ).toBeVisible();
    await page.screenshot({ path: `/tmp/search-panel-${test.info().project.name}.png` });

    await box.press('Enter');
    await expect(page).toHaveURL(/\/se-en\/search\?q=plate$/);
    await expect(page.getByRole('heading', { level: 1, name: '“plate”' })).toBeVisible();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });

  test('opens a product from the autocomplete', async ({ page }) => {
    await page.goto('/se');
    await page.getByRole('button', { name: 'Sök', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Sök' });
    await panel.getByRole('searchbox', { name: 'Sök' }).fill('tekanna');
    await panel.getByRole('region', { name: 'Produkter' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/se\/[a-z0-9-]+$/);
    await expect(page).not.toHaveURL(/\/se\/search/);
    await expect(panel).toBeHidden();
  });

  test('filters the results by colour, sorts them by price and resets', async ({ page }) => {
    await page.goto('/se/search?q=tallrik');
    await expect(page.getByRole('heading', { level: 1, name: '”tallrik”' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    const all = await cards.count();

    await page.getByRole('button', { name: 'Filtrera', exact: true }).click();
    const filters = page.getByRole('dialog', { name: 'Filter' });
    await filters.getByRole('button', { name: 'Färg', exact: true }).click();
    const swatch = filters.getByRole('checkbox', { name: 'Sand', exact: true });
    await swatch.check();
    await expect(filters.getByRole('button', { name: /Färg/ })).toContainText('1 vald');
    await filters.getByRole('radio', { name: 'Pris: lägst först' }).check();
    await page.screenshot({ path: `/tmp/search-filter-${test.info().project.name}.png` });
    await filters.getByRole('button', { name: 'Använd' }).click();
    await expect(filters).toBeHidden();

    await expect.poll(() => cards.count()).toBeLessThan(all);
    await expect(cards.first()).toContainText(/sand/i);
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.every((price, at) => at === 0 || (prices[at - 1] ?? 0) <= price);
      })
      .toBe(true);
    await page.screenshot({ path: `/tmp/search-results-${test.info().project.name}.png` });

    await page.getByRole('button', { name: 'Filtrera', exact: true }).click();
    await filters.getByRole('button', { name: 'Återställ' }).click();
    await expect(filters.getByRole('radio', { name: 'Relevans' })).toBeChecked();
    await filters.getByRole('button', { name: 'Använd' }).click();
    await expect.poll(() => cards.count()).toBe(all);
  });

  test('is told when nothing is found', async ({ page }) => {
    await page.goto('/se/search?q=xyzxyz');
    await expect(page.getByRole('heading', { level: 1, name: '”xyzxyz”' })).toBeVisible();
    await expect(page.getByText('Inga träffar. Prova ett annat sökord.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  });

  test('is sent to the page a query names', async ({ page }) => {
    await page.goto('/se/search?q=kontakt');
    await expect(page).toHaveURL(/\/se\/kontakt$/);
  });
});

/** Opens the filter panel of the list at `path`, in the language of its site. */
async function openFilters(page: Page, path: string) {
  const english = path.startsWith('/se-en');
  await page.goto(path);
  await page.getByRole('button', { name: english ? 'Filter' : 'Filtrera', exact: true }).click();
  return page.getByRole('dialog', { name: english ? 'Filters' : 'Filter', exact: true });
}

test.describe('the filters of a search', () => {
  test('speak English on the English site: facet names and values from the filter metadata', async ({
    page,
  }) => {
    const filters = await openFilters(page, '/se-en/search?q=sand');
    await filters.getByRole('button', { name: 'Category', exact: true }).click();
    await expect(filters.getByRole('checkbox', { name: 'Tableware', exact: true })).toBeVisible();
    await expect(filters.getByRole('checkbox', { name: 'Textiles', exact: true })).toBeVisible();
    await expect(filters.getByRole('checkbox', { name: 'Servering' })).toHaveCount(0);
    await filters.getByRole('button', { name: 'Subcategory', exact: true }).click();
    await expect(filters.getByRole('checkbox', { name: 'Tallrikar' })).toHaveCount(0);
    await filters.getByRole('checkbox', { name: 'Plates', exact: true }).check();
    await page.screenshot({ path: `/tmp/search-facets-en-${test.info().project.name}.png` });
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(filters).toBeHidden();
    await expect(
      page
        .getByRole('list', { name: 'Active filters' })
        .getByRole('button', { name: 'Remove the filter Plates' }),
    ).toBeVisible();
  });

  test('speak Swedish on the Swedish site', async ({ page }) => {
    const filters = await openFilters(page, '/se/search?q=sand');
    await filters.getByRole('button', { name: 'Kategori', exact: true }).click();
    await expect(filters.getByRole('checkbox', { name: 'Servering', exact: true })).toBeVisible();
    await filters.getByRole('button', { name: 'Underkategori', exact: true }).click();
    await expect(filters.getByRole('checkbox', { name: 'Tallrikar', exact: true })).toBeVisible();
  });

  test('speak English on an English category page', async ({ page }) => {
    const filters = await openFilters(page, '/se-en/servering');
    await filters.getByRole('button', { name: 'Subcategory', exact: true }).click();
    await expect(filters.getByRole('checkbox', { name: 'Plates', exact: true })).toBeVisible();
    await expect(filters.getByRole('checkbox', { name: 'Bowls', exact: true })).toBeVisible();
    await expect(filters.getByRole('checkbox', { name: 'Skålar' })).toHaveCount(0);
  });

  for (const site of [
    { prefix: 'se-en', size: 'Size', category: 'Category' },
    { prefix: 'se', size: 'Storlek', category: 'Kategori' },
  ]) {
    test(`never offer a gift card’s amounts or name (${site.prefix})`, async ({ page }) => {
      // "sand" finds sand-coloured plates, linen and aprons, and the gift card (seeded in sand).
      const filters = await openFilters(page, `/${site.prefix}/search?q=sand`);
      await filters.getByRole('button', { name: site.size, exact: true }).click();
      await expect(filters.getByRole('checkbox', { name: 'M', exact: true })).toBeVisible();
      await expect(filters.getByRole('checkbox', { name: '150x250', exact: true })).toBeVisible();
      for (const amount of ['250', '500', '1000']) {
        await expect(filters.getByRole('checkbox', { name: amount, exact: true })).toHaveCount(0);
      }
      await filters.getByRole('button', { name: site.category, exact: true }).click();
      await expect(filters.getByRole('checkbox', { name: /presentkort|gift card/i })).toHaveCount(
        0,
      );
    });
  }
});

test.describe('the search page', () => {
  test('has a search field of its own that holds the query and searches again', async ({
    page,
  }) => {
    await page.goto('/se-en/search?q=plate');
    const main = page.getByRole('main');
    const field = main
      .getByRole('search', { name: 'Search the shop' })
      .getByRole('searchbox', { name: 'Search the shop' });
    await expect(field).toHaveValue('plate');
    // The page the search started on stays: the field searches in place once scripts run.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await field.fill('bowl');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/se-en\/search\?q=bowl$/);
    await expect(page.getByRole('heading', { level: 1, name: '“bowl”' })).toBeVisible();
    await expect(main.getByRole('article').first()).toContainText(/bowl/i);
    await expect(field).toHaveValue('bowl');
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    await page.screenshot({ path: `/tmp/search-page-${test.info().project.name}.png` });
  });

  test('searches from its field with the button, in Swedish', async ({ page }) => {
    await page.goto('/se/search?q=tallrik');
    const form = page.getByRole('main').getByRole('search', { name: 'Sök i butiken' });
    await expect(form.getByRole('searchbox', { name: 'Sök i butiken' })).toHaveValue('tallrik');
    await form.getByRole('searchbox', { name: 'Sök i butiken' }).fill('skål');
    await form.getByRole('button', { name: 'Sök', exact: true }).click();
    await expect(page).toHaveURL(/\/se\/search\?q=sk%C3%A5l$/);
    await expect(page.getByRole('heading', { level: 1, name: '”skål”' })).toBeVisible();
  });

  for (const site of [
    { path: '/se/search', heading: 'Vad letar du efter?', label: 'Sök i butiken' },
    { path: '/se-en/search?q=', heading: 'What are you looking for?', label: 'Search the shop' },
  ]) {
    test(`asks what to look for when the query is empty (${site.path})`, async ({ page }) => {
      await page.goto(site.path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: site.heading })).toBeVisible();
      await expect(main.getByRole('heading', { name: /^[“”]{2}$/ })).toHaveCount(0);
      await expect(main.getByRole('searchbox', { name: site.label })).toHaveValue('');
      await expect(main.getByRole('article')).toHaveCount(0);
      await expect(page).toHaveTitle(new RegExp(`^${site.label}`));
      await page.screenshot({
        path: `/tmp/search-empty-${site.path.includes('se-en') ? 'en' : 'sv'}-${test.info().project.name}.png`,
      });
    });
  }
});
