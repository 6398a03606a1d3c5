import type { APIRequestContext } from '@playwright/test';
import { chromeWithContentDownJourneys } from './chrome-without-content';
import { expect, test } from './fixtures';

/**
 * Faults in http mode: the shop built on the HTTP adapters, against the one stub
 * backend playwright.config.ts starts without faults. Each journey switches a fault on at run
 * time (`POST /__stub/faults`, README "Stub backend"), meets the outcome (docs/product.md#errors)
 * through the real adapters, then heals the stub and sees the same control work.
 */
const STUB = `http://127.0.0.1:${8788 + Number(process.env.E2E_PORT_OFFSET ?? 0)}`;

/** A seeded one-size plate with plenty in stock in Sweden. */
const PRODUCT = '/se-en/middagstallrik-forest-green';

/** What Chromium logs for a failed response: expected wherever the stub fails a call. */
const FAILED_RESOURCE = /^Failed to load resource: /;

async function setFaults(request: APIRequestContext, faults: string): Promise<void> {
  const answer = await request.post(`${STUB}/__stub/faults`, { data: { faults } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function heal(request: APIRequestContext): Promise<void> {
  expect((await request.delete(`${STUB}/__stub/faults`)).ok()).toBe(true);
}

async function logged(lines: string[], line: RegExp): Promise<void> {
  await expect
    .poll(() => lines.some((text) => line.test(text)), { message: `logged ${line}` })
    .toBe(true);
}

/** Takes the lines a journey expects out of the fixture's list; anything else still fails it. */
function expected(errors: string[], ...lines: RegExp[]): void {
  const rest = errors.filter((text) => !lines.some((line) => line.test(text)));
  errors.splice(0, errors.length, ...rest);
}

test.describe('faults through the HTTP adapters', () => {
  // The stub's fault switch is shared: these journeys, and the project's files, run one by one.
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(async ({ request }) => heal(request));
  test.afterEach(async ({ request }) => heal(request));

  test('cart 500: the add is only logged and the cart unchanged; healed, it adds', async ({
    page,
    request,
    consoleErrors,
  }) => {
    // The shop fetches the cart at start (a new visitor's is created: POST /cart/, no GET); the
    // fault must not catch that, only the add.
    const cartFetched = page.waitForResponse((answer) =>
      new URL(answer.url()).pathname.endsWith('/cart/'),
    );
    await page.goto(PRODUCT);
    const add = page
      .getByRole('main')
      .getByRole('button', { name: /^Add to cart/ })
      .first();
    await expect(add).toBeEnabled();
    await cartFetched;
    await setFaults(request, 'cart:500');
    await add.click();
    await logged(consoleErrors, /^Couldn't addItem /);
    await expect(add).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Open cart (0)' })).toBeVisible();

    await heal(request);
    await add.click();
    await expect(page.getByRole('button', { name: 'Open cart (1)' })).toBeVisible();
    expected(consoleErrors, /^Couldn't addItem /, FAILED_RESOURCE);
  });

  test('content invalid: notices and footer logged, translations warn, the product still sells', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await setFaults(request, 'content:invalid');
    await page.goto(PRODUCT);
    await expect(page.getByRole('heading', { level: 1, name: 'Dinner plate 27 cm' })).toBeVisible();
    await logged(consoleErrors, /^Couldn't load the notices \(en\) /);
    await logged(consoleErrors, /^Couldn't load the footer \(en\) /);
    await logged(warnings, /^Could not load the en translations: /);

    // The page's keys show instead of its words (docs/product.md#errors), the chrome's built-in
    // words stand (docs/product.md#translations), and the controls work. The product's own
    // button comes first; its related items' cards have theirs below.
    await page
      .getByRole('main')
      .getByRole('button', { name: 'Product_Add_To_Cart', exact: true })
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Open cart (1)' })).toBeVisible();
    expected(consoleErrors, /^Couldn't load /);
  });

  chromeWithContentDownJourneys({
    open: async (page, request, path) => {
      await setFaults(request, 'content:500');
      await page.goto(path);
    },
    logs: /^(Couldn't load |Failed to load resource: )/,
  });

  test('search network failure: only logged, nothing shown; healed, it finds', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await page.goto(PRODUCT);
    await expect(page.getByRole('heading', { level: 1, name: 'Dinner plate 27 cm' })).toBeVisible();
    await setFaults(request, 'search:network');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Search' });
    const box = panel.getByRole('searchbox', { name: 'Search' });
    await box.fill('plate');
    await logged(consoleErrors, /^Couldn't autocomplete /);
    await expect(panel.getByRole('region', { name: 'Products' })).toHaveCount(0);
    await expect(panel.getByText('No results. Try another word.')).toHaveCount(0);

    await heal(request);
    await box.fill('plates');
    await expect(
      panel.getByRole('region', { name: 'Products' }).getByRole('link').first(),
    ).toBeVisible();
    expected(
      consoleErrors,
      /^Couldn't (search|autocomplete|loadRecommendations) /,
      FAILED_RESOURCE,
    );
  });

  test('account 500: a failed load logs the shopper out, a login shows the account toast', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await page.goto('/se-en/account/login');
    const main = page.getByRole('main');
    const logIn = async () => {
      await main.getByRole('textbox', { name: 'Email' }).fill('demo@lera.shop');
      await main.getByLabel('Password').fill('lera-demo-2026');
      await main.getByRole('button', { name: 'Log in' }).click();
    };
    await logIn();
    await expect(page).toHaveURL(/\/se-en\/account\/overview$/);
    const greeting = main.getByRole('heading', { level: 1, name: 'Welcome back, Astrid!' });
    await expect(greeting).toBeVisible();

    // docs/product.md#errors: a failed account load yields a logged-out account (the guard sends it
    // to log in).
    await setFaults(request, 'account:500');
    await page.reload();
    await expect(page).toHaveURL(/\/se-en\/account\/login$/);
    await logIn();
    await expect(page.getByRole('alert').filter({ hasText: 'Account problem' })).toContainText(
      'Something went wrong: Stub fault 500',
    );

    // The token was kept: healed, the same shopper is back.
    await heal(request);
    await page.goto('/se-en/account/overview');
    await expect(greeting).toBeVisible();
    expected(consoleErrors, FAILED_RESOURCE);
  });
});
