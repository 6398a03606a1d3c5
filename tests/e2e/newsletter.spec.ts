import type { BrowserContext, Locator } from '@playwright/test';
import { engageWithPage, expect, test } from './fixtures';

/** A serving bowl sold out in Sweden in the seed (the plates category has none sold out). */
const SOLD_OUT = '/se-en/serveringsskal-turquoise';

/**
 * Seen-cookies for the invitations that would otherwise cover the page (docs/product.md#marketing).
 */
async function seen(context: BrowserContext, baseURL: string | undefined, names: string[]) {
  const url = baseURL ?? 'http://localhost:4173';
  await context.addCookies(names.map((name) => ({ name, value: '1', url })));
}

/** Which colour channel leads a toast's edge: what a shopper reads as red or green. */
async function dominantChannel(toast: Locator): Promise<'red' | 'green' | 'blue'> {
  const colour = await toast.evaluate((element) => getComputedStyle(element).borderLeftColor);
  const [red = 0, green = 0, blue = 0] = (colour.match(/\d+/g) ?? []).map(Number);
  if (red > green && red > blue) return 'red';
  return green > blue ? 'green' : 'blue';
}

test.describe('newsletter and back-in-stock sign-ups', () => {
  // These journeys are about the invitations: consent is given, and each marks seen only what
  // would get in its way.
  test.use({ seenInvitations: ['cookie_consent'] });

  test('the banner closes with Escape; the footer form refuses a bad e-mail, then signs up', async ({
    page,
    context,
    baseURL,
  }) => {
    await seen(context, baseURL, ['membership_modal_seen']);
    await page.goto('/se-en');
    const banner = page.getByRole('region', { name: 'Newsletter' });
    await engageWithPage(page);
    await expect(banner).toBeVisible();
    await page.screenshot({ path: `/tmp/newsletter-banner-${test.info().project.name}.png` });
    // docs/product.md#newsletter-banner: a popup fixed bottom right from 768 px, inline on a phone.
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    const placed = await banner.evaluate((element) => {
      const { right, bottom } = element.getBoundingClientRect();
      return { position: getComputedStyle(element).position, right, bottom };
    });
    if (viewport.width >= 768) {
      expect(placed.position).toBe('fixed');
      expect(viewport.width - placed.right).toBeLessThanOrEqual(40);
      expect(viewport.height - placed.bottom).toBeLessThanOrEqual(40);
    } else {
      expect(placed.position).not.toBe('fixed');
    }
    await page.keyboard.press('Escape');
    await expect(banner).toHaveCount(0);

    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const email = footer.getByRole('textbox', { name: 'Email' });
    const subscribe = footer.getByRole('button', { name: 'Subscribe' });
    await expect(subscribe).toBeDisabled();
    await email.fill('not-an-email');
    await subscribe.click();
    const error = page.getByRole('alert').filter({ hasText: 'Error' });
    await expect(error).toContainText('Please enter a valid e-mail address.');
    // docs/product.md#errors toast styles: red for an error, green for a success.
    expect(await dominantChannel(error)).toBe('red');

    await email.fill('ada@example.com');
    await subscribe.click();
    await expect(page.getByText('You are now subscribed to our newsletter.')).toBeVisible();
    const success = page.getByRole('status').filter({ hasText: 'You are now subscribed' });
    expect(await dominantChannel(success)).toBe('green');
    await expect(email).toHaveValue('');
    await page.screenshot({ path: `/tmp/footer-${test.info().project.name}.png`, fullPage: true });
  });

  test('notify me on a sold-out bowl signs up and the button reads Signed up', async ({
    page,
    context,
    baseURL,
  }) => {
    await seen(context, baseURL, ['membership_modal_seen', 'newsletter_seen']);
    await page.goto(SOLD_OUT);
    const notify = page.getByRole('button', { name: 'Notify me' }).first();
    await expect(notify).toBeVisible();
    await notify.click();

    const dialog = page.getByRole('dialog', { name: 'Get notified' });
    await expect(dialog).toBeVisible();
    // docs/product.md#constants-and-limits: a 440 px modal on desktop, the 440 px notify-me panel
    // at the bottom on phones.
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error('the dialog and the page have a size');
    if (viewport.width < 768) {
      expect(Math.round(box.height)).toBe(440);
      expect(Math.round(box.y + box.height)).toBe(viewport.height);
    } else {
      expect(Math.round(box.width)).toBe(440);
    }
    const submit = dialog.getByRole('button', { name: 'Notify me' });
    await expect(submit).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'E-mail address' }).fill('ada@example.com');
    await submit.click();
    await expect(
      dialog.getByText('We will e-mail you when the product is back in stock.'),
    ).toBeVisible();
    await page.screenshot({ path: `/tmp/restock-${test.info().project.name}.png` });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Signed up' }).first()).toBeVisible();
  });
});
