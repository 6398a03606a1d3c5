import { expect, test } from './fixtures';

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
    await expect(page.getByRole('button', { name: /^Köp – / })).toBeEnabled();
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
      await expect(card.getByRole('button', { name: `${add} – ${now}` })).toBeAttached();
    }
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

  test('opens the quick view and swaps in a related item', async ({ page }, testInfo) => {
    await page.goto('/se-en/servering/tallrikar');
    const first = page.getByRole('article').first();
    await first.hover();
    await first.getByRole('button', { name: 'Quick view' }).click();
    const popup = page.getByRole('dialog', { name: /^Quick view: Dinner plate/ });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('button', { name: /^Add to cart/ })).toBeEnabled();
    await page.screenshot({ path: `/tmp/catalogue-quick-view-${testInfo.project.name}.png` });
    await popup
      .getByRole('button', { name: /^Show / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: /^Quick view: (?!Dinner plate)/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: /^Quick view/ })).toBeHidden();
  });
});
