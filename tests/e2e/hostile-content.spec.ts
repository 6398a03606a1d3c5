import type { Page } from '@playwright/test';
import {
  HOSTILE_FOOTER_MENU,
  HOSTILE_MENU_LABEL,
  HOSTILE_NOTICE_COUNT,
  HOSTILE_PAGE_SLUG,
} from '../support/hostile-content';
import { URL_VECTORS } from '../support/xss-vectors';
import { expect, test } from './fixtures';

/**
 * Hostile CMS content, in Chromium: a production server of its own talks to the second stub
 * (playwright.config.ts), whose data folder plants an XSS vector in every notice, text block,
 * hero, CTA and image button, main-menu and footer link — so the vectors pass through the
 * server's render and sanitizer, then the browser's. Every vector calls `__xss(id)` if it runs;
 * the journey shows, hovers, focuses and opens everything, and the sentinel must never be called.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
test.use({ baseURL: `http://127.0.0.1:${4175 + offset}` });
const SAFE_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'];

/** What a browser makes of an address it cannot parse: nothing it could follow or load. */
const UNPARSABLE = ':';

/**
 * Sets off what waits for an event: hover, focus and pointer handlers on every element of the
 * page. Answers how the browser reads every `href` and `src` (their protocols), which elements
 * carry a frame, form or document address, and clicks each link whose address is not http(s),
 * mailto or tel (there should be none; an unparsable one would blank the page). The shop's own
 * forms to its search, checkout and cart are its, not the content's.
 */
async function provoke(page: Page) {
  return page.evaluate(
    ({ safe, unparsable }) => {
      const events = ['mouseover', 'mouseenter', 'pointerover', 'pointerenter', 'focus', 'focusin'];
      for (const element of document.body.querySelectorAll('*')) {
        for (const type of events) element.dispatchEvent(new Event(type, { bubbles: false }));
      }
      const protocol = (address: string) => {
        try {
          return new URL(address, location.href).protocol;
        } catch {
          return unparsable;
        }
      };
      const addresses = [...document.body.querySelectorAll('[href], [src]')].flatMap((element) =>
        ['href', 'src'].flatMap((name) => {
          const value = element.getAttribute(name);
          return value === null ? [] : [`${element.tagName} ${name} ${protocol(value)} ${value}`];
        }),
      );
      // The shop's own forms, which work before its scripts: to a site's search, checkout, cart.
      const ownForm = (element: Element) =>
        element.tagName === 'FORM' &&
        /^\/[a-z]{2}(-[a-z]{2})?\/(search|checkout|cart)$/.test(
          element.getAttribute('action') ?? '',
        );
      const documentAddresses = [
        ...document.body.querySelectorAll('[action], [formaction], [srcdoc], [data]'),
      ]
        .filter((element) => !ownForm(element))
        .map((element) => element.outerHTML);
      const anchors = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')];
      const unsafe = anchors.filter((anchor) => !safe.includes(anchor.protocol));
      for (const anchor of unsafe) anchor.click();
      return {
        addresses,
        documentAddresses,
        unsafeLinks: unsafe.map((anchor) => anchor.getAttribute('href')),
      };
    },
    { safe: SAFE_PROTOCOLS, unparsable: UNPARSABLE },
  );
}

async function expectNothingDangerous(page: Page) {
  const { addresses, documentAddresses, unsafeLinks } = await provoke(page);
  expect(unsafeLinks, 'links with another scheme than http(s), mailto, tel').toEqual([]);
  expect(documentAddresses, 'elements with a frame, form or document address').toEqual([]);
  const readable = [...SAFE_PROTOCOLS, UNPARSABLE];
  const dangerous = addresses.filter((entry) => !readable.includes(entry.split(' ')[2] ?? ''));
  expect(dangerous, 'addresses a browser would follow or load with another scheme').toEqual([]);
  // The body's script elements are data that never runs: the page's first screen and the
  // head's structured data (JSON-LD), each parsed here as the JSON it must be.
  const data = 'script#first-screen, script[type="application/ld+json"]';
  const frames = page.locator(
    `iframe, object, embed, meta[http-equiv], base, body script:not(${data})`,
  );
  expect(await frames.count()).toBe(0);
  await expect(page.locator('body script#first-screen')).toHaveAttribute(
    'type',
    'application/json',
  );
  const structured = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')));
  for (const item of structured) expect(item).toMatchObject({ '@context': 'https://schema.org' });
}

test('no planted XSS vector runs in notices, blocks, the main menu or the footer', async ({
  page,
  consoleErrors,
}) => {
  const ran: number[] = [];
  await page.exposeFunction('__xss', (id: number) => ran.push(id));
  // A picture address that only looks like a scheme (`java`, a zero-width space, `script:`) is a
  // path in the shop: the browser asks for it and the server answers its 404 page.
  const notFound: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404 && response.request().resourceType() === 'image') {
      notFound.push(decodeURIComponent(new URL(response.url()).pathname));
    }
  });

  await page.goto('/se');
  // The sentinel works: a call from the page is recorded (then forgotten).
  await page.evaluate('__xss(0)');
  await expect.poll(() => ran).toEqual([0]);
  ran.length = 0;
  // Every vector is on the page: in a notice, a text block each, buttons and a hero link.
  const notices = page.getByRole('list', { name: 'Aktuellt' }).getByRole('listitem');
  await expect(notices).toHaveCount(HOSTILE_NOTICE_COUNT);
  const main = page.getByRole('main');
  await expect(main.getByText('hover me').first()).toBeVisible();
  await expect(main.getByText('Hero-länk')).toBeVisible();
  for (const vector of URL_VECTORS)
    await expect(main.getByText(`Knapp ${vector.id}`)).toBeVisible();
  // A link with a hostile address is plain text: the hero's, the CTAs', the image buttons'.
  await expect(main.getByRole('link', { name: /Hero-länk|Knapp 1\d\d|Bildknapp/ })).toHaveCount(0);
  await main.getByText('hover me').first().hover();
  await main.getByText('click me').first().click();
  await main.getByText('Hero-länk').click();
  await expectNothingDangerous(page);

  // The main menu's item and its submenu of hostile links (desktop mega menu).
  const nav = page.getByRole('navigation', { name: 'Huvudmeny' });
  await nav.getByRole('button', { name: HOSTILE_MENU_LABEL }).click();
  const submenu = page.getByRole('region', { name: new RegExp(HOSTILE_MENU_LABEL) });
  await expect(submenu.getByText(`Länk ${URL_VECTORS[0]?.id}`)).toBeVisible();
  await submenu.getByText(`Länk ${URL_VECTORS[0]?.id}`).hover();
  await submenu.getByText(`Länk ${URL_VECTORS[0]?.id}`).click();
  await expectNothingDangerous(page);
  await page.keyboard.press('Escape');

  // The footer: a menu of hostile links and social links with hostile addresses.
  const footer = page.getByRole('contentinfo');
  const hostileFooter = footer.getByText(HOSTILE_FOOTER_MENU);
  await hostileFooter.scrollIntoViewIfNeeded();
  await expect(hostileFooter).toBeVisible();
  await expect(footer.getByText(`Länk ${URL_VECTORS[1]?.id}`)).toBeVisible();
  await footer.getByText(`Länk ${URL_VECTORS[1]?.id}`).click();
  // Every social address is hostile: no link is made, and the section, with nothing to show, is
  // left out with its heading.
  await expect(footer.getByRole('region', { name: 'Sociala medier' })).toHaveCount(0);
  await expect(footer.getByRole('heading', { name: 'Följ oss' })).toHaveCount(0);
  await expectNothingDangerous(page);

  // A content page with the same blocks, loaded afresh.
  await page.goto(`/se/${HOSTILE_PAGE_SLUG}`);
  await expect(page.getByRole('main').getByText(`Knapp ${URL_VECTORS[0]?.id}`)).toBeVisible();
  await expectNothingDangerous(page);
  // Give what waits a moment (animations, SVG timing, a meta refresh) its chance to run.
  await page.waitForTimeout(1_500);

  expect(ran, 'XSS vectors that ran').toEqual([]);
  await expect(page).toHaveURL(new RegExp(`/se/${HOSTILE_PAGE_SLUG}$`));
  expect(new Set(notFound)).toEqual(new Set(['/se/java\u200bscript:__xss(108)']));
  const missingPictures = /^Failed to load resource: the server responded with a status of 404/;
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((line) => !missingPictures.test(line)),
  );
});
