import { expectHeadingsInDisplayFace } from './display-face';
import { expect, test } from './fixtures';

/** Set LIVE_SHOTS=1 to write screenshots of the showcase pages to /tmp for a look. */
const shots = !!process.env.LIVE_SHOTS;

test.describe('live shopping and delivery tracking (docs/product.md#live-shopping, docs/product.md#delivery-tracking)', () => {
  test('the countdown survives a reload, reaches the after-text and its show adds to the cart', async ({
    page,
  }) => {
    // The server dates Sweden's live show 5–6 minutes after it started, and hands that start to
    // the page: a clock set from it gets there.
    const html = await (await page.request.get('/se-en')).text();
    const startedAt = Number(/"VITE_SHOP_DEMO_STARTED_AT":"(\d+)"/.exec(html)?.[1]);
    expect(startedAt).toBeGreaterThan(0);
    await page.clock.install({ time: startedAt + 60_000 });
    await page.goto('/se-en');
    const countdown = page.getByRole('button', { name: /^Live from the workshop in/ });
    await expect(countdown).toContainText(/00:0[34]:\d{2}/);
    await page.clock.setSystemTime(startedAt + 180_000);
    await page.reload();
    await expect(countdown).toContainText(/00:0[12]:\d{2}/);
    await page.clock.fastForward('04:00');
    const live = page.getByRole('button', { name: /^We are live now!/ });
    await expect(live).toBeVisible();
    await expect(live).not.toContainText(/\d{2}:\d{2}:\d{2}/);

    await live.click();
    const show = page.getByRole('dialog', {
      name: 'Live: The autumn table – live from the workshop',
    });
    await expect(show).toBeVisible();
    await show.getByRole('button', { name: /^Add Dinner plate 27 cm/ }).click();
    await expect(show.getByText('In your cart: 1')).toBeVisible();
    await show.getByRole('button', { name: /^Add Mug.*Ocean to cart/ }).click();
    await expect(show.getByText('Out of stock')).toBeVisible();
    await show.getByRole('button', { name: 'Close the live show' }).click();
    await expect(show).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open cart (1)' })).toBeVisible();
  });

  test('the showcase opens a show from a tile', async ({ page }) => {
    await page.goto('/se-en/live-shopping');
    const tiles = page.getByRole('region', { name: 'Shows from the workshop' });
    await expect(tiles.getByRole('region', { name: 'Past shows' })).toBeVisible();
    if (shots) {
      await page.screenshot({ path: `/tmp/live-${test.info().project.name}.png`, fullPage: true });
    }
    await tiles.getByRole('button', { name: /Glaze day in Höganäs/ }).click();
    const show = page.getByRole('dialog', { name: 'Live: Glaze day in Höganäs' });
    await expect(show.getByRole('button', { name: /^Add Deep plate 23 cm/ })).toBeVisible();
    await expectHeadingsInDisplayFace(page, 'live show');
    if (shots) await page.screenshot({ path: `/tmp/live-${test.info().project.name}-show.png` });
    await page.keyboard.press('Escape');
    await expect(show).toBeHidden();
  });

  test('a tracking number shows its parcel’s events', async ({ page }) => {
    await page.goto('/se/spara-paket');
    const form = page.getByRole('form', { name: 'Spåra ditt paket' });
    await form.getByLabel('Spårningsnummer').fill('LERA1001SE');
    await form.getByRole('button', { name: 'Spåra' }).click();
    const events = page.getByRole('list', { name: 'Paket LERA1001SE med PostNord' });
    await expect(events.getByRole('listitem')).toHaveCount(4);
    await expect(events.getByRole('listitem').first()).toContainText('Ute för leverans');
    await form.getByLabel('Spårningsnummer').fill('XYZ');
    await form.getByRole('button', { name: 'Spåra' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Vi hittar inget paket' }),
    ).toBeVisible();
    if (shots) {
      await page.screenshot({ path: `/tmp/track-${test.info().project.name}.png`, fullPage: true });
    }
  });

  test('an English site writes the parcel’s times its own way, not the widget’s US way', async ({
    page,
  }) => {
    await page.goto('/se-en/track-parcel');
    const form = page.getByRole('form', { name: 'Track your parcel' });
    await form.getByLabel('Tracking number').fill('LERA1001SE');
    await form.getByRole('button', { name: 'Track' }).click();
    const first = page
      .getByRole('list', { name: 'Parcel LERA1001SE with PostNord' })
      .getByRole('listitem')
      .first();
    const time = first.locator('time');
    const at = (await time.getAttribute('datetime')) ?? '';
    // Written by the browser's own Intl, whose locale data may differ from Node's.
    const siteWay = await page.evaluate(
      (iso) =>
        new Intl.DateTimeFormat('en-SE', { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(iso),
        ),
      at,
    );
    await expect(time).toHaveText(siteWay);
    await expect(time).not.toContainText(/AM|PM/);
  });
});
