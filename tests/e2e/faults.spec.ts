import type { Page } from '@playwright/test';
import type { FaultPort } from '@/adapters/memory/faults/fault-plan';
import { chromeWithContentDownJourneys } from './chrome-without-content';
import { expect, KEPT_CHECKOUT_DETAILS, payWithTestCard, test } from './fixtures';

/**
 * Faults in memory mode: every port of the fault switch (README "QA switches") failing
 * each way, on the page that uses it. Each case checks the outcome (docs/product.md#errors), that
 * the page stays usable, that the cart the backend keeps is unchanged, and — through the fixture —
 * that nothing else reached the console and no exception or rejection went uncaught.
 */

/** A seeded one-size plate with plenty in stock in Sweden. */
const PRODUCT = '/se-en/middagstallrik-forest-green';

/** The backend cart every case starts with: one of that plate (the memory fake's own record). */
const PLANTED_CART = JSON.stringify({
  site: { country: 'se', language: 'en' },
  lines: [{ line: '00000001', item: '1003-1', quantity: 1 }],
  vouchers: [],
  fields: {},
  linesOpened: 1,
});

const KINDS = ['500', 'timeout', 'invalid', 'network'] as const;
type Kind = (typeof KINDS)[number];

interface PortCase {
  /** The page that uses the port (the fault is switched on with it). */
  readonly path: string;
  /** The call that uses the port, and the outcome (docs/product.md#errors). */
  readonly fail: (page: Page, kind: Kind, logs: Logs) => Promise<void>;
  /** Another control on the page still works. */
  readonly usable: (page: Page) => Promise<void>;
  /**
   * Every error line the fault may log (the ones docs/product.md#errors asks for are checked in
   * `fail`).
   */
  readonly logs?: RegExp;
}

/** The console as a case sees it: errors (the fixture's list) and warnings. */
interface Logs {
  readonly errors: string[];
  readonly warnings: string[];
}

/** Waits until a line matching `line` was logged. */
async function logged(lines: string[], line: RegExp): Promise<void> {
  await expect
    .poll(() => lines.some((text) => line.test(text)), { message: `logged ${line}` })
    .toBe(true);
}

/** Takes the lines a case expects out of the fixture's list; anything else still fails it. */
function expected(errors: string[], lines: RegExp): void {
  const rest = errors.filter((text) => !lines.test(text));
  errors.splice(0, errors.length, ...rest);
}

/** The cart panel opens from the header and shows the planted line (the shown cart is intact). */
async function cartStillShows(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Open cart/ }).click();
  await expect(
    page.getByRole('dialog').getByRole('link', { name: 'Dinner plate 27 cm' }),
  ).toBeVisible();
}

const CASES: Readonly<Record<FaultPort, PortCase>> = {
  cart: {
    logs: /^Couldn't (getCart|addItem) /,
    path: PRODUCT,
    // docs/product.md#errors: cart failures are only logged; docs/product.md#cart-and-checkout: a failed fetch
    // leaves no selection shown.
    fail: async (page, _kind, { errors }) => {
      await logged(errors, /^Couldn't getCart /);
      await page
        .getByRole('button', { name: /^Add to cart/ })
        .first()
        .click();
      await logged(errors, /^Couldn't addItem /);
      await expect(page.getByRole('button', { name: 'Open cart (0)' })).toBeVisible();
    },
    usable: async (page) => {
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(
        page.getByRole('dialog', { name: 'Search' }).getByRole('searchbox'),
      ).toBeVisible();
    },
  },
  payment: {
    logs: /^Couldn't paymentResult /,
    path: '/se-en/checkout',
    // docs/product.md#checkout-payment: a payment result that cannot be sent leaves the cart as it
    // was, says so, and lets the shopper pay again; docs/product.md#errors logs it.
    fail: async (page, _kind, { errors }) => {
      await payWithTestCard(page);
      const payment = page.getByRole('region', { name: 'Payment' });
      await expect(payment.getByRole('alert')).toContainText('Your payment could not be sent');
      await logged(errors, /^Couldn't paymentResult /);
      await expect(page).toHaveURL(/\/se-en\/checkout\?/);
      await expect(payment.getByRole('button', { name: /^Pay / })).toBeEnabled();
    },
    // The checkout's own header has no cart button: its order summary shows the line.
    usable: async (page) => {
      const order = page.getByRole('region', { name: 'Your order' });
      await expect(order.getByText('Dinner plate 27 cm')).toBeVisible();
    },
  },
  catalog: {
    path: PRODUCT,
    // docs/product.md#errors failed cached fetch: the product's entry is in `error`, and the page
    // says so.
    fail: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toContainText('500');
      await expect(page.getByRole('heading', { name: 'Dinner plate 27 cm' })).toHaveCount(0);
    },
    usable: async (page) => {
      await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
      await expect(page).toHaveURL(/\/se-en$/);
      await expect(page.getByRole('heading', { name: 'Set the table for autumn' })).toBeVisible();
    },
  },
  market: {
    logs: /^Couldn't start the shop /,
    path: '/se-en',
    // docs/product.md#errors: a failed start-up step gives 500, and is logged.
    // With no market to check the address against, the page still speaks the language it names.
    fail: async (page, _kind, { errors }) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('500 Something went wrong');
      await expect(page.getByText('Please try again in a moment.')).toBeVisible();
      await logged(errors, /^Couldn't start the shop /);
    },
    usable: async (page) => {
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Go to the home page' }),
      ).toHaveAttribute('href', /\/se-en$/);
    },
  },
  account: {
    path: '/se-en/account/login',
    // docs/product.md#errors Account errors: the toast quotes a text answer, else the generic
    // message; no login.
    fail: async (page, kind) => {
      const main = page.getByRole('main');
      await main.getByRole('textbox', { name: 'Email' }).fill('demo@lera.shop');
      await main.getByLabel('Password').fill('lera-demo-2026');
      await main.getByRole('button', { name: 'Log in' }).click();
      const toast = page.getByRole('alert').filter({ hasText: 'Account problem' });
      await expect(toast).toContainText(
        kind === '500'
          ? 'Something went wrong: Faked 500'
          : 'Something went wrong with your account. Please try again in a moment.',
      );
      await expect(page).toHaveURL(/\/se-en\/account\/login\?/);
    },
    usable: cartStillShows,
  },
  route: {
    path: '/se-en/servering/tallrikar',
    // docs/product.md#route-lookup, docs/product.md#errors: a failed route lookup is "no
    // route", silently: the 404 page.
    fail: async (page) => {
      await expect(
        page.getByRole('heading', { level: 1, name: 'This page could not be found' }),
      ).toBeVisible();
    },
    usable: cartStillShows,
  },
  content: {
    logs: /^Couldn't load /,
    path: PRODUCT,
    // docs/product.md#errors: notices and footer errors are logged; a failed translation fetch
    // warns (the page's keys show, the chrome's built-in words stand).
    fail: async (page, _kind, { errors, warnings }) => {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Dinner plate 27 cm' }),
      ).toBeVisible();
      await logged(errors, /^Couldn't load the notices \(en\) /);
      await logged(errors, /^Couldn't load the footer \(en\) /);
      await logged(warnings, /^Could not load the en translations: /);
    },
    usable: cartStillShows,
  },
  search: {
    logs: /^Couldn't (search|autocomplete|loadRecommendations) /,
    path: PRODUCT,
    // docs/product.md#errors: a failed search is only logged; nothing new shows (and not "no
    // results" either).
    fail: async (page, _kind, { errors }) => {
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'Search' });
      await panel.getByRole('searchbox', { name: 'Search' }).fill('plate');
      await logged(errors, /^Couldn't autocomplete /);
      await expect(panel.getByRole('region', { name: 'Products' })).toHaveCount(0);
      await expect(panel.getByText('No results. Try another word.')).toHaveCount(0);
      await page.keyboard.press('Escape');
    },
    usable: cartStillShows,
  },
  marketing: {
    logs: /^Newsletter subscription failed /,
    path: PRODUCT,
    // docs/product.md#errors Newsletter failure: an error toast with SUBSCRIBE_ERROR; the field
    // keeps the address.
    fail: async (page, _kind, { errors }) => {
      const footer = page.getByRole('contentinfo');
      const email = footer.getByRole('textbox', { name: 'Email' });
      await email.fill('ada@example.com');
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText(
        'We could not sign you up right now. Please try again later.',
      );
      await expect(email).toHaveValue('ada@example.com');
      await logged(errors, /^Newsletter subscription failed /);
    },
    usable: cartStillShows,
  },
};

test.describe('every port failing every way (memory mode) @desktop', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    // The fake backend's cart, in the cookie where the shop keeps it (encoded as the page's
    // cookie library writes it).
    await context.addCookies([
      { name: 'cart', value: encodeURIComponent(PLANTED_CART), url: baseURL ?? '' },
    ]);
    await page.addInitScript((details) => {
      // Details already typed in this tab: the checkout offers the payment without sending them.
      window.sessionStorage.setItem('checkout-details', details);
    }, KEPT_CHECKOUT_DETAILS);
  });

  for (const [port, { path, fail, usable, logs }] of Object.entries(CASES)) {
    for (const kind of KINDS) {
      test(`${port}:${kind}`, async ({ page, context, consoleErrors }) => {
        const warnings: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'warning') warnings.push(message.text());
        });
        await page.goto(`${path}?faults=${port}:${kind}`);
        await fail(page, kind, { errors: consoleErrors, warnings });
        await usable(page);
        // The backend's cart (the fake keeps it in its cookie) is the one the case started with.
        const cart = (await context.cookies()).find((cookie) => cookie.name === 'cart');
        expect(decodeURIComponent(cart?.value ?? '')).toBe(PLANTED_CART);
        if (logs) expected(consoleErrors, logs);
      });
    }
  }
});

// On a phone and a desktop: the content service fails every call of the visit.
chromeWithContentDownJourneys({
  open: async (page, _request, path) => {
    await page.goto(`${path}?faults=content:500`);
  },
  logs: /^Couldn't load /,
});

test.describe('error boundaries @desktop', () => {
  test('a page chunk that fails to load reloads the page once, then shows the error page', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/se-en');
    await expect(page.getByRole('heading', { name: 'Set the table for autumn' })).toBeVisible();
    // The wishlist page's chunk can no longer be fetched (an old tab after a deploy).
    await page.route(/\/assets\/wishlist-page-[\w-]+\.js$/, (route) => route.abort());
    let loads = 0;
    page.on('load', () => (loads += 1));

    await page.getByRole('banner').getByRole('link', { name: 'Wishlist' }).click();

    // One full reload of the wishlist address; there the chunk fails again and the guard holds.
    await expect(page).toHaveURL(/\/se-en\/wishlist$/);
    await expect.poll(() => loads).toBe(1);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('500');
    await page.waitForTimeout(1000);
    expect(loads).toBe(1);
    expect(await page.evaluate(() => window.sessionStorage.getItem('chunk-reload-at'))).toMatch(
      /^\d+$/,
    );
    expected(consoleErrors, /wishlist-page|Failed to load resource|dynamically imported module/);
  });

  /**
   * From the start page, opens the table-setting page by its menu link, while the table-setting
   * tool's code can no longer be fetched from this tab (an old tab after a deploy) — and, with
   * `goneForGood`, not after the reload either. Counts the page's loads from the click on.
   */
  async function openTableSettingWithToolGone(page: Page, goneForGood: boolean) {
    await page.goto('/se-en');
    await expect(page.getByRole('heading', { name: 'Set the table for autumn' })).toBeVisible();
    let reloaded = false;
    const loads = { count: 0 };
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloaded = true;
    });
    page.on('load', () => (loads.count += 1));
    await page.route(/\/assets\/table-setting-tool-[\w-]+\.js$/, (route) =>
      reloaded && !goneForGood ? route.continue() : route.abort(),
    );
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('button', { name: 'Inspiration' }).click();
    await page
      .getByRole('region', { name: 'Submenu Inspiration' })
      .getByRole('link', { name: 'Set the table' })
      .click();
    await expect(page).toHaveURL(/\/se-en\/set-the-table$/);
    return loads;
  }

  const TOOL_CHUNK_LOGS = /table-setting-tool|Failed to load resource|dynamically imported module/;

  test('a block whose code is gone reloads the page once, and the reloaded page shows it', async ({
    page,
    consoleErrors,
  }) => {
    const loads = await openTableSettingWithToolGone(page, false);
    await expect.poll(() => loads.count).toBe(1);
    await expect(page.getByRole('region', { name: 'Set the table', exact: true })).toBeVisible();
    expect(await page.evaluate(() => window.sessionStorage.getItem('chunk-reload-at'))).toMatch(
      /^\d+$/,
    );
    await page.waitForTimeout(1000);
    expect(loads.count).toBe(1);
    expected(consoleErrors, TOOL_CHUNK_LOGS);
  });

  test('a block whose code stays gone reloads the page once, never in a loop, and is left out', async ({
    page,
    consoleErrors,
  }) => {
    const loads = await openTableSettingWithToolGone(page, true);
    await expect.poll(() => loads.count).toBe(1);
    // Within the guard's minute the block is left out, logged; the rest of the page shows.
    await expect(
      page.getByRole('heading', { name: 'Set the table for long dinners' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Set the table', exact: true })).toHaveCount(0);
    await page.waitForTimeout(2000);
    expect(loads.count).toBe(1);
    expect(consoleErrors).toContainEqual(
      expect.stringMatching(/^Couldn't render block table_setting_tool/),
    );
    expected(
      consoleErrors,
      /^Couldn't render block table_setting_tool|table-setting-tool|Failed to load resource|dynamically imported module/,
    );
  });
});
