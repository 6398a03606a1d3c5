import { chromium, devices, type Page } from '@playwright/test';
import type { Figure } from './budget';
import { OTHER_PRODUCT, PAGES, PRODUCT_URI, skipInvitations } from './pages';
import { CHROMIUM, CHROMIUM_FLAGS, originOf } from './servers';

/** What the shopper types, one key at a time: 10 characters. */
const TYPED = 'middagstal';
const KEY_DELAY_MS = 50;

function counter(
  page: Page,
  pattern: RegExp,
): { count: () => number; reset: () => void; urls: string[] } {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (pattern.test(request.url())) urls.push(`${request.method()} ${request.url()}`);
  });
  return { count: () => urls.length, reset: () => urls.splice(0), urls };
}

/** Client-side navigation never fires a new load state: give the page time to fetch and paint. */
const settle = (page: Page) => page.waitForTimeout(1500);

/**
 * docs/product.md#search-provider debounce: 10 keys in the search panel make one autocomplete
 * request.
 */
async function autocompleteRequests(
  page: Page,
): Promise<{ typed: number; opening: number; urls: string[] }> {
  const autocomplete = counter(page, /\/findify\/(.*\/)?autocomplete\b/);
  await page.goto(`${originOf('http')}${PAGES.home}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sök', exact: true }).click();
  const box = page.getByRole('searchbox', { name: 'Sök' });
  await box.waitFor();
  // Opening the panel runs autocomplete at once (docs/product.md#search-provider); the typing is
  // counted on its own.
  await settle(page);
  const opening = autocomplete.count();
  autocomplete.reset();
  await box.focus();
  await page.keyboard.type(TYPED, { delay: KEY_DELAY_MS });
  await settle(page);
  return { typed: autocomplete.count(), opening, urls: [...autocomplete.urls] };
}

/**
 * docs/product.md#response-cache, docs/product.md#constants-and-limits: a product visited, left and
 * revisited client-side is fetched once.
 */
async function productLookups(
  page: Page,
): Promise<{ lookups: number; documents: number; urls: string[] }> {
  const lookups = counter(page, new RegExp(`/products/uri/${PRODUCT_URI}(\\?|$)`));
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.goto(`${originOf('http')}${PAGES.product}`, { waitUntil: 'networkidle' });
  // Away to a related product by its link, back with the browser's back button: both client-side.
  await page.locator(`main a[href="${OTHER_PRODUCT}"]`).first().click();
  await page.waitForURL((url) => url.pathname === OTHER_PRODUCT);
  await settle(page);
  await page.goBack();
  await page.waitForURL((url) => url.pathname === PAGES.product);
  await settle(page);
  return { lookups: lookups.count(), documents: documents.length, urls: [...lookups.urls] };
}

/** Request counts in the http build with the stub backend. */
export async function measureRequests(): Promise<{ figures: Figure[]; raw: unknown }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({
      ...devices['Desktop Chrome'],
      serviceWorkers: 'block',
    });
    await skipInvitations(context, originOf('http'));
    const search = await autocompleteRequests(await context.newPage());
    const product = await productLookups(await context.newPage());
    if (product.documents !== 1) {
      throw new Error(
        `requests: expected client-side navigation, saw ${product.documents} page loads`,
      );
    }
    return {
      figures: [
        { metric: 'autocomplete requests (10 keys)', where: 'search panel', value: search.typed },
        { metric: 'autocomplete requests (opening)', where: 'search panel', value: search.opening },
        {
          metric: 'product fetches (visit, leave, return)',
          where: 'product',
          value: product.lookups,
        },
      ],
      raw: { search, product },
    };
  } finally {
    await browser.close();
  }
}
