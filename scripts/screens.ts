/**
 * The screens of docs/screens: home, a category, a product, the cart and the checkout in Swedish at
 * 1440 and 390 px, the invitations answered, as small palette PNGs. Against a running shop:
 * `npm run build && PORT=4310 npm start`, then `npx tsx scripts/screens.ts http://127.0.0.1:4310`.
 */
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { ANSWERED_INTERRUPTIONS } from '../bench/pages.ts';

const base = process.argv[2] ?? 'http://127.0.0.1:4310';
const out = process.argv[3] ?? 'docs/screens';
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});

async function save(page: Page, name: string) {
  await page.waitForTimeout(600);
  const png = await page.screenshot();
  await sharp(png)
    .png({ palette: true, quality: 85, compressionLevel: 9 })
    .toFile(`${out}/${name}.png`);
  console.log(name);
}

for (const width of [1440, 390]) {
  const context = await browser.newContext({
    viewport: { width, height: width > 500 ? 900 : 844 },
    deviceScaleFactor: 1,
    hasTouch: width < 500,
    isMobile: width < 500,
  });
  await context.addCookies(ANSWERED_INTERRUPTIONS.map((c) => ({ ...c, url: base })));
  const page = await context.newPage();
  const shots: [string, string][] = [
    ['home', '/se'],
    ['category', '/se/servering/tallrikar'],
    ['product', '/se/linneduk-white'],
  ];
  for (const [name, path] of shots) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await save(page, `${name}-${width}`);
  }
  await page.goto(base + '/se/middagstallrik-sand', { waitUntil: 'networkidle' });
  await page.getByRole('main').getByRole('button', { name: /^Köp/ }).first().click();
  await page
    .getByRole('complementary', { name: 'Tillagd i varukorgen' })
    .getByRole('button', { name: 'Visa varukorgen' })
    .click();
  await page.getByRole('dialog', { name: 'Varukorg' }).waitFor();
  await save(page, `cart-${width}`);
  await page.goto(base + '/se/checkout', { waitUntil: 'networkidle' });
  await save(page, `checkout-${width}`);
  await context.close();
}
await browser.close();
