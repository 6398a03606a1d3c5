import { engageWithPage, expect, test } from './fixtures';

/**
 * Bad input, where the browser is the point: redirects that try to leave the shop,
 * corrupt storage and cookies before the first load, and odd form input. The rules themselves
 * are unit-tested (same-origin-path, stored-token, flag-cookie, email-input).
 */
test.describe('bad input @desktop', () => {
  test('search and start-up redirects never leave the shop', async ({ page, baseURL }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const offSite: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) offSite.push(request.url());
    });

    for (const q of ['offsite-redirect', 'script-redirect']) {
      await page.goto(`/se-en/search?q=${q}`);
      await expect(page.getByRole('heading', { level: 1, name: `“${q}”` })).toBeVisible();
      await expect
        .poll(() => warnings.filter((w) => w.includes('redirect refused')))
        .toHaveLength(q === 'offsite-redirect' ? 1 : 2);
      expect(new URL(page.url()).pathname).toBe('/se-en/search');
    }
    // A real redirect word still works, so the refusals above are not a broken redirect.
    await page.goto('/se-en/search?q=contact');
    await expect(page).toHaveURL(/\/se-en\/contact$/);

    // A protocol-relative-looking address stays in the shop (its 404 view) at start-up.
    await page.goto(`${baseURL}//evil.example/x`);
    // An unknown page in the shop: its 404 view, on the shop's own host.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(new URL(page.url()).host).toBe(new URL(baseURL!).host);
    expect(offSite).toEqual([]);
  });

  test('malformed storage and cookies are discarded and the shop starts cleanly', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addInitScript(() => {
      if (window.sessionStorage.getItem('planted')) return;
      window.sessionStorage.setItem('planted', '1');
      window.localStorage.setItem('token', 'tok\r\nX-Evil: 1 ' + 'é'.repeat(5000));
      window.localStorage.setItem('wishlist', '{"ids":[1,2,');
    });
    const url = baseURL!;
    await context.addCookies([
      { name: 'newsletter_seen', value: '%E0%A4%A', url },
      { name: 'membership_modal_seen', value: '1', url },
      { name: '_findify_uniq', value: 'x'.repeat(3000), url },
      { name: 'notice_dismissed_x', value: '{"seen":tru', url },
    ]);

    await page.goto('/se-en');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    // The bad "seen" cookie counts as unset: the banner invites again.
    await engageWithPage(page);
    await expect(page.getByRole('region', { name: 'Newsletter' })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => [
          window.localStorage.getItem('token'),
          window.localStorage.getItem('wishlist'),
        ]),
      )
      .toEqual([null, null]);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'newsletter_seen')).toBeUndefined();

    // Still a working shop: closing the banner writes a good cookie, which holds over a reload.
    await page
      .getByRole('region', { name: 'Newsletter' })
      .getByRole('button', { name: 'Close' })
      .click();
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    await engageWithPage(page);
    await expect(page.getByRole('region', { name: 'Newsletter' })).toHaveCount(0);
  });

  test('an oversize or padded e-mail in the footer is refused or trimmed, and sent once', async ({
    page,
  }) => {
    await page.goto('/se-en');
    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: 'Email' });
    const subscribe = footer.getByRole('button', { name: 'Subscribe' });
    await email.fill(`${'a'.repeat(9_990)}@example.se`);
    await subscribe.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText(
      'Please enter a valid e-mail address.',
    );

    await email.fill('\u200f ada@example.com \u200b');
    await subscribe.dblclick();
    await expect(page.getByText('You are now subscribed to our newsletter.')).toHaveCount(1);
    await expect(email).toHaveValue('');
  });
});
