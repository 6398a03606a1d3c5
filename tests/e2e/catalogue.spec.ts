import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Below 768 px a card's quick add is one round control (docs/decisions/0116). */
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;
const addOnPhone = {
  'Add to cart': (name: string) => `Add ${name} to cart`,
  Köp: (name: string) => `Lägg ${name} i varukorgen`,
} as const;

test.describe('catalogue: category list, product page, quick view', () => {
  test('browses a category, loads more when there is more, and opens a product', async ({
    page,
  }, testInfo) => {
    await page.goto('/se/servering/tallrikar');
    await expect(page.getByRole('heading', { level: 1, name: 'Tallrikar' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const before = await cards.count();
    expect(before).toBeLessThanOrEqual(24);
    const more = page.getByRole('button', { name: 'Visa fler' });
    if (await more.isVisible()) {
      await more.click();
      await expect.poll(() => cards.count()).toBeGreaterThan(before);
    }
    await page.screenshot({ path: `/tmp/catalogue-category-${testInfo.project.name}.png` });

    await cards.first().getByRole('link').last().click();
    await expect(page).toHaveURL(/\/se\/middagstallrik-/);
    await expect(page.getByRole('heading', { level: 1, name: /Middagstallrik/ })).toBeVisible();
    // The product's own button comes first; the cards of "Passar bra med" below have theirs.
    await expect(page.getByRole('button', { name: /^Köp – / }).first()).toBeEnabled();
  });

  test('loads 24 more of a large category and counts what it shows', async ({ page }, testInfo) => {
    // The memory mode's generated catalogue: Tableware then holds more than two pages.
    await page.goto('/se-en/servering?catalogue=500');
    await expect(page.getByRole('heading', { level: 1, name: 'Tableware' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(24);
    const showing = page.getByText(/^Showing \d+ of \d+$/);
    await expect(showing).toHaveText(/^Showing 24 of \d+$/);
    const total = Number(/of (\d+)$/.exec((await showing.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(48);

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards).toHaveCount(48);
    await expect(showing).toHaveText(`Showing 48 of ${total}`);
    await page.screenshot({ path: `/tmp/catalogue-load-more-${testInfo.project.name}.png` });
  });

  test('picks a two-level size and adds within the stock, then over it', async ({
    page,
  }, testInfo) => {
    await page.goto('/se-en/linneduk-white');
    await expect(page.getByRole('heading', { level: 1, name: 'Linen tablecloth' })).toBeVisible();
    // The way back up: home, the product's departments, the product.
    const crumbs = page.getByRole('navigation', { name: 'You are here' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/se-en');
    await expect(crumbs.getByRole('link', { name: 'Tablecloths' })).toHaveAttribute(
      'href',
      '/se-en/textil/dukar',
    );
    await expect(crumbs.getByRole('listitem').last()).toHaveText('Linen tablecloth');
    const terms = page.getByRole('list', { name: 'Delivery and returns' });
    await expect(terms).toContainText('Delivery in 2–4 working days');
    await expect(terms).toContainText('30-day returns');
    const add = page.getByRole('button', { name: /^(Add to cart|Added)/ });
    await expect(add).toBeDisabled();
    await expect(
      page.getByRole('group', { name: 'Width' }).getByRole('button', { name: '150' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('group', { name: 'Length' }).getByRole('button', { name: '350' }).click();
    await expect(add).toBeEnabled();
    await page.screenshot({ path: `/tmp/catalogue-product-${testInfo.project.name}.png` });

    const plus = page.getByRole('button', { name: 'Increase quantity' });
    while (await plus.isEnabled()) await plus.click();
    await add.click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to your cart' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Added to your cart' })).toBeHidden({
      timeout: 5000,
    });

    await add.click();
    await expect(page.getByRole('alert').filter({ hasText: 'No more in stock' })).toBeVisible();
  });

  test('names the two size levels by what they measure, and offers no guide to a one-size plate', async ({
    page,
  }) => {
    await page.goto('/se/linneduk-white');
    await expect(page.getByRole('group', { name: 'Bredd' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Längd' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Storleksguide' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Leverans och retur' })).toContainText(
      '30 dagars öppet köp',
    );
    await expect(
      page.getByRole('navigation', { name: 'Du är här' }).getByRole('link', { name: 'Start' }),
    ).toHaveAttribute('href', '/se');
    await page.goto('/se-en/middagstallrik-sand');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Add to cart/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Size guide' })).toHaveCount(0);
  });

  test('takes a typed quantity within the stock, and says when it had to change it', async ({
    page,
  }) => {
    await page.goto('/se-en/middagstallrik-forest-green');
    const field = page.getByRole('main').getByRole('spinbutton', { name: 'Quantity' }).first();
    await field.fill('999');
    await field.press('Enter');
    const said = page.getByRole('status').filter({ hasText: /^At most \d+ can go in the cart$/ });
    await expect(said).toBeVisible();
    const most = (await said.textContent())?.replace(/\D/g, '');
    await expect(field).toHaveValue(most ?? '-');
    expect(Number(most)).toBeLessThan(999);

    await page.goto('/se/middagstallrik-forest-green');
    const fält = page.getByRole('main').getByRole('spinbutton', { name: 'Antal' }).first();
    await fält.fill('0');
    await fält.press('Tab');
    await expect(fält).toHaveValue('1');
    await expect(page.getByRole('status').filter({ hasText: 'Minst 1' })).toBeVisible();
    await fält.fill('3');
    await fält.press('Enter');
    await expect(fält).toHaveValue('3');
    await expect(page.getByRole('status').filter({ hasText: 'Minst 1' })).toHaveCount(0);
  });

  test('shows a sale in the list as on the product page, and the add button says the price', async ({
    page,
  }) => {
    for (const [path, add] of [
      ['/se-en/servering/tallrikar', 'Add to cart'],
      ['/se/servering/tallrikar', 'Köp'],
    ] as const) {
      await page.goto(path);
      const onSale = page
        .getByRole('main')
        .getByRole('article')
        .filter({ has: page.locator('s') });
      const card = onSale.first();
      await expect(card).toBeVisible();
      await expect(card.locator('s')).toHaveText(/\d/);
      await expect(card).toContainText(/[−-]\d+\s?%/);
      const now = (await card.locator('[data-sale]').textContent()) ?? '-';
      if (isPhone(page)) {
        // A phone's round add names the product; the price stands under its name (decision 0116).
        const name = (await card.getAttribute('aria-label')) ?? '-';
        await expect(card.getByRole('button', { name: addOnPhone[add](name) })).toBeVisible();
      } else {
        await expect(card.getByRole('button', { name: `${add} – ${now}` })).toBeAttached();
      }
    }
  });

  test('shows the colour that matched, no sold-out card in stock only, and active filters as chips', async ({
    page,
  }, testInfo) => {
    await page.goto('/se/servering');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(10);
    await expect(cards.filter({ hasText: 'Slut i lager' })).not.toHaveCount(0);
    const chips = page.getByRole('list', { name: 'Valda filter' });
    await expect(chips).toHaveCount(0);

    const filters = page.getByRole('dialog', { name: 'Filter' });
    await page.getByRole('button', { name: 'Filtrera', exact: true }).click();
    await filters.getByRole('checkbox', { name: 'Finns i lager online' }).check();
    await filters.getByRole('button', { name: 'Färg', exact: true }).click();
    await filters.getByRole('checkbox', { name: 'Hav', exact: true }).check();
    await filters.getByRole('button', { name: 'Använd' }).click();

    await expect(chips.getByRole('button', { name: 'Ta bort filtret Hav' })).toBeVisible();
    await expect(
      chips.getByRole('button', { name: 'Ta bort filtret Finns i lager online' }),
    ).toBeVisible();
    await expect.poll(() => cards.count()).toBeLessThan(10);
    for (const name of await cards.getByRole('heading').allTextContents()) {
      expect(name).toMatch(/, Hav$/);
    }
    await expect(cards.filter({ hasText: 'Slut i lager' })).toHaveCount(0);
    await page.screenshot({ path: `/tmp/catalogue-chips-${testInfo.project.name}.png` });

    await chips.getByRole('button', { name: 'Ta bort filtret Hav' }).click();
    await expect(cards).toHaveCount(10);
    await expect(cards.filter({ hasText: 'Slut i lager' })).toHaveCount(0);
    await expect(chips.getByRole('button', { name: /^Ta bort filtret/ })).toHaveCount(1);

    await chips.getByRole('button', { name: 'Rensa alla' }).click();
    await expect(chips).toHaveCount(0);
    await expect(cards.filter({ hasText: 'Slut i lager' })).not.toHaveCount(0);
  });

  test('names the active filters in English', async ({ page }) => {
    await page.goto('/se-en/servering');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: 'In stock online' }).check();
    await filters.getByRole('button', { name: 'Apply' }).click();
    const chips = page.getByRole('list', { name: 'Active filters' });
    await expect(
      chips.getByRole('button', { name: 'Remove the filter In stock online' }),
    ).toBeVisible();
    await chips.getByRole('button', { name: 'Clear all' }).click();
    await expect(chips).toHaveCount(0);
  });

  test('follows a short category with a row of its department, and a full one with nothing', async ({
    page,
  }, testInfo) => {
    await page.goto('/se/servering/muggar');
    const own = page.getByRole('region', { name: 'Muggar' });
    await expect(own.getByRole('article')).toHaveCount(1);
    const more = page.getByRole('region', { name: 'Mer från Servering' });
    await expect(more.getByRole('article')).toHaveCount(4);
    await expect(more.getByRole('heading', { name: /^Mugg / })).toHaveCount(0);
    await page.screenshot({
      path: `/tmp/catalogue-short-${testInfo.project.name}.png`,
      fullPage: true,
    });

    await page.goto('/se-en/servering/muggar');
    await expect(
      page.getByRole('region', { name: 'More from Tableware' }).getByRole('article'),
    ).toHaveCount(4);

    await page.goto('/se/servering');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(10);
    await expect(page.getByRole('region', { name: /^Mer från/ })).toHaveCount(0);
  });

  test('toggles the wishlist heart', async ({ page }) => {
    await page.goto('/se-en/linneduk-white');
    const heart = page.getByRole('button', { name: 'Add to wishlist' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    const pressed = page.getByRole('button', { name: 'Remove from wishlist' });
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await pressed.click();
    await expect(page.getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('lists two cards a row on a phone and four from 768 px', async ({ page }) => {
    await page.goto('/se-en/servering');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.nth(7)).toBeVisible();
    const tops = await cards.evaluateAll((all) =>
      all.slice(0, 8).map((card) => Math.round(card.getBoundingClientRect().top)),
    );
    const firstRow = tops.filter((top) => top === tops[0]).length;
    // docs/product.md#product-list-block: 2 columns on mobile, 4 from 768 px.
    expect(firstRow).toBe((page.viewportSize()?.width ?? 0) < 768 ? 2 : 4);
  });

  // A phone's cards open the quick view only to choose a size (docs/decisions/0116).
  test('opens the quick view and swaps in a related item @desktop', async ({ page }, testInfo) => {
    await page.goto('/se-en/servering/tallrikar');
    const first = page.getByRole('article').first();
    await first.hover();
    await first.getByRole('button', { name: 'Quick view' }).click();
    const popup = page.getByRole('dialog', { name: /^Quick view: Dinner plate/ });
    await expect(popup).toBeVisible();
    const add = popup.getByRole('button', { name: /^Add to cart/ });
    await expect(add).toBeEnabled();
    // docs/product.md#quick-view: 325 px wide, and the add button's label and price on one line.
    expect((await popup.boundingBox())?.width).toBeLessThanOrEqual(325);
    const lines = await add.evaluate((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
    // docs/product.md#quick-view: the design's colours as swatches, and a quantity for the add.
    const quantity = popup.getByRole('spinbutton', { name: 'Quantity' });
    await expect(quantity).toHaveValue('1');
    await popup.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveValue('2');
    await expect(popup.getByRole('button', { name: /^Colour:/, pressed: true })).toHaveCount(1);
    const label = await popup
      .getByRole('button', { name: /^Colour:/, pressed: false })
      .first()
      .getAttribute('aria-label');
    const other = popup.getByRole('button', { name: label ?? '', exact: true });
    const colour = (label ?? '').replace(/^Colour:\s*/, '');
    await other.click();
    await expect(other).toHaveAttribute('aria-pressed', 'true');
    await expect(popup.getByRole('heading', { level: 2 })).toContainText(colour);
    await page.screenshot({ path: `/tmp/catalogue-quick-view-${testInfo.project.name}.png` });
    await popup
      .getByRole('button', { name: /^Show / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: /^Quick view: (?!Dinner plate)/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: /^Quick view/ })).toBeHidden();
  });

  test('a phone’s card is one link, and its round control adds or opens the quick view @phone', async ({
    page,
  }) => {
    await page.goto('/se-en/servering/tallrikar');
    const card = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: /^Add .+ to cart$/ }) })
      .first();
    const name = (await card.getAttribute('aria-label')) ?? '-';
    // Nothing between the picture and the name.
    const picture = await card.locator('img').first().boundingBox();
    const heading = await card.getByRole('heading', { name }).boundingBox();
    expect((heading?.y ?? 0) - ((picture?.y ?? 0) + (picture?.height ?? 0))).toBeLessThan(16);
    await expect(card.getByRole('link')).toHaveCount(1);
    await expect(card.getByRole('link')).toHaveAccessibleName(name);

    await card.getByRole('button', { name: `Add ${name} to cart` }).click();
    await expect(page.getByRole('complementary', { name: 'Added to your cart' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open cart (1)' })).toBeAttached();

    // The whole card is the link: its price leads to the product too.
    await page.goto('/se-en/servering/tallrikar');
    // A pointer on the price lands on the name's link, stretched over the card.
    const price = await card
      .getByText(/^\d[\d\s]* kr$/)
      .first()
      .boundingBox();
    await page.mouse.click((price?.x ?? 0) + 4, (price?.y ?? 0) + (price?.height ?? 0) / 2);
    await expect(page.getByRole('heading', { level: 1, name: name.split(',')[0] })).toBeVisible();

    // A product with sizes opens the quick view to choose one.
    await page.goto('/se-en/textil/dukar');
    await page
      .getByRole('button', { name: /^Add Linen tablecloth.* to cart$/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: /^Quick view: Linen tablecloth/ })).toBeVisible();
  });

  test('a buy bar follows a phone once the buy button scrolls away, buys, and goes again @phone', async ({
    page,
  }) => {
    await page.goto('/se-en/middagstallrik-forest-green');
    const own = page
      .getByRole('main')
      .getByRole('button', { name: /^Add to cart/ })
      .first();
    await expect(own).toBeVisible();
    const bar = page.getByRole('complementary', { name: /^Buy Dinner plate/ });
    await expect(bar).toHaveCount(0);

    await own.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().bottom + 80));
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(/\d kr/);
    await bar.getByRole('button', { name: /^Add to cart/ }).click();
    await expect(page.getByRole('complementary', { name: 'Added to your cart' })).toBeVisible();

    await own.scrollIntoViewIfNeeded();
    await expect(bar).toHaveCount(0);
  });
});
