/**
 * The screens of docs/screens: every page type at 1440 × 900 and 390 × 844, as small palette PNGs,
 * so a reader sees what the shop looks like without running it. A first visit is taken with its
 * prompts; every other screen with the invitations answered. Against a running shop:
 * `npm run build && PORT=4310 npm start`, then `npx tsx scripts/screens.ts http://127.0.0.1:4310`.
 * A third argument names the folder (default docs/screens); a fourth takes only the screens whose
 * names contain it.
 */
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { ANSWERED_INTERRUPTIONS } from '../bench/pages.ts';
import { CHECKOUT_DETAILS } from '../tests/support/checkout-details.ts';
import { payWithTestCard } from '../tests/support/test-card.ts';

const base = process.argv[2] ?? 'http://127.0.0.1:4310';
const out = process.argv[3] ?? 'docs/screens';
const only = process.argv[4] ?? '';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

async function save(page: Page, name: string, fullPage = false) {
  await page.waitForTimeout(700);
  const png = await page.screenshot({ fullPage });
  await sharp(png)
    .png({ palette: true, quality: 85, compressionLevel: 9 })
    .toFile(`${out}/${name}.png`);
  console.log(name);
}

async function newContext(width: number, answered: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width, height: width > 500 ? 900 : 844 },
    deviceScaleFactor: 1,
    hasTouch: width < 500,
    isMobile: width < 500,
  });
  if (answered) {
    await context.addCookies(ANSWERED_INTERRUPTIONS.map((c) => ({ ...c, url: base })));
  }
  return context;
}

/** A screen: its name and how to reach it in a page of an answered context. */
type Screen = readonly [name: string, reach: (page: Page) => Promise<void>, fullPage?: boolean];

const visit = (path: string) => async (page: Page) => {
  await page.goto(base + path, { waitUntil: 'networkidle' });
};

async function placeAnOrder(page: Page) {
  await page.goto(`${base}/se-en/middagstallrik-forest-green`, { waitUntil: 'networkidle' });
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Add to cart/ })
    .first()
    .click();
  await page.getByRole('button', { name: /^Open cart \(\d+\)$/ }).waitFor();
  await page.goto(`${base}/se-en/checkout`, { waitUntil: 'networkidle' });
  const details = page.getByRole('region', { name: 'Contact and delivery' });
  for (const [name, value] of CHECKOUT_DETAILS) {
    await details.getByRole('textbox', { name }).fill(value);
    await details.getByRole('textbox', { name }).blur();
  }
  await page.getByRole('radio', { name: /Home delivery/ }).check();
  await payWithTestCard(page);
  await page.waitForURL(/\/checkout\/receipt$/);
  await page.waitForLoadState('networkidle');
}

async function logIn(page: Page, password: string) {
  await page.goto(`${base}/se/account/login`, { waitUntil: 'networkidle' });
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'E-post' }).fill('demo@lera.shop');
  await main.getByLabel('Lösenord').fill(password);
  await main.getByRole('button', { name: 'Logga in' }).click();
}

const SCREENS: readonly Screen[] = [
  ['home', visit('/se')],
  ['home-full', visit('/se'), true],
  ['category', visit('/se/servering/tallrikar')],
  ['product', visit('/se/middagstallrik-sand')],
  [
    'product-scrolled',
    async (page) => {
      await visit('/se/middagstallrik-sand')(page);
      await page.evaluate(() => window.scrollTo(0, 1200));
    },
  ],
  ['search', visit('/se/search?q=tallrik')],
  ['editorial', visit('/se/visningsrum-redaktionellt')],
  ['showcase', visit('/se/visningsrum-hero'), true],
  ['stores', visit('/se/butiker-hitta')],
  ['benefits', visit('/se/account/content')],
  [
    'cart',
    async (page) => {
      await visit('/se/middagstallrik-sand')(page);
      await page.getByRole('main').getByRole('button', { name: /^Köp/ }).first().click();
      await page
        .getByRole('complementary', { name: 'Tillagd i varukorgen' })
        .getByRole('button', { name: 'Visa varukorgen' })
        .click();
      await page.getByRole('dialog', { name: 'Varukorg' }).waitFor();
    },
  ],
  ['checkout', visit('/se/checkout')],
  ['receipt', placeAnOrder],
  ['login-error', (page) => logIn(page, 'not-the-password')],
  [
    'account',
    async (page) => {
      await logIn(page, 'lera-demo-2026');
      await page.waitForURL(/account\/overview/);
      await page.waitForLoadState('networkidle');
    },
  ],
  [
    'order',
    async (page) => {
      await page.goto(`${base}/se/account/overview/orders`, { waitUntil: 'networkidle' });
      await page.getByRole('main').getByRole('link', { name: /LR-/ }).first().click();
      await page.waitForURL(/orders\/.+/);
      await page.waitForLoadState('networkidle');
    },
  ],
];

/** A first visit: the consent prompt, then what invites once it is answered, then a next page. */
async function firstVisit(width: number) {
  const context = await newContext(width, false);
  const page = await context.newPage();
  await visit('/se')(page);
  await save(page, `first-visit-${width}`);
  await page.getByRole('button', { name: 'Godkänn alla' }).click();
  await page.waitForTimeout(6000);
  await save(page, `first-visit-invitation-${width}`);
  await page.keyboard.press('Escape');
  await visit('/se/servering')(page);
  await page.evaluate(() => window.scrollBy(0, 600));
  await page.waitForTimeout(2500);
  await save(page, `first-visit-next-page-${width}`);
  await context.close();
}

for (const width of [1440, 390]) {
  if ('first-visit'.includes(only) || only.startsWith('first-visit')) await firstVisit(width);
  const context = await newContext(width, true);
  const page = await context.newPage();
  for (const [name, reach, fullPage] of SCREENS) {
    if (!name.includes(only)) continue;
    try {
      await reach(page);
      await save(page, `${name}-${width}`, fullPage);
    } catch (error) {
      console.error(`${name}-${width}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  await context.close();
}
await browser.close();
