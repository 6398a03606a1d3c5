import type { APIRequestContext, Page } from '@playwright/test';
import { BUILT_IN_TEXTS } from '@/domain/content/built-in-texts';
import { textsIn } from '@/domain/content/text-table';
import type { Language } from '@/domain/site/site';
import { engageWithPage, expect, test } from './fixtures';

/** How a run mode shows a shopper a page with the content service down. */
export interface ContentDown {
  /** Takes the content service down and opens `path`. */
  readonly open: (page: Page, request: APIRequestContext, path: string) => Promise<void>;
  /** The console lines the failing service causes, which the journey expects. */
  readonly logs: RegExp;
}

/** What a translation key looks like: capitalised words joined by underscores. */
const KEY = /\b[A-Z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+\b/g;

/**
 * Every key-looking word the page shows or names: the accessibility tree's texts and names as
 * the browser computes them, and every text, title and naming attribute in the document, hidden
 * or not (scripts and styles aside).
 */
async function keysShown(page: Page): Promise<string[]> {
  const tree = await page.locator('body').ariaSnapshot();
  const document = await page.evaluate(() => {
    const texts = [window.document.title];
    const walker = window.document.createTreeWalker(window.document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement?.tagName;
      if (parent !== 'SCRIPT' && parent !== 'STYLE') texts.push(walker.currentNode.nodeValue ?? '');
    }
    const naming = ['aria-label', 'aria-description', 'alt', 'title', 'placeholder'];
    for (const element of window.document.body.querySelectorAll('*')) {
      for (const name of naming) texts.push(element.getAttribute(name) ?? '');
    }
    return texts.join('\n');
  });
  return [...new Set([...tree, document].join('\n').match(KEY) ?? [])];
}

async function readsInWords(page: Page, state: string): Promise<void> {
  expect(await keysShown(page), `keys shown: ${state}`).toEqual([]);
}

/**
 * docs/product.md#translations: the error page a shopper meets with the content service down
 * (`page` already on it), and the chrome around it in every state they can bring it to — the
 * consent prompt and its settings, the newsletter popup, the phone's menu, the market selector,
 * a newsletter toast — reads in words: no key in any text or accessible name.
 */
async function chromeReadsInWords(page: Page, language: Language): Promise<void> {
  const texts = textsIn(BUILT_IN_TEXTS, language);
  const word = (key: keyof typeof BUILT_IN_TEXTS): string => texts[key] ?? key;
  const button = (key: keyof typeof BUILT_IN_TEXTS) =>
    page.getByRole('button', { name: word(key), exact: true });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`500 ${word('GENERIC_ERROR')}`);
  // The consent prompt is the page's one dialog; it asks once the browser has the page.
  await expect(page.getByRole('dialog')).toBeVisible();
  await readsInWords(page, 'the error page and the consent prompt');
  const prompt = page.getByRole('dialog', { name: word('Consent_Title') });

  await prompt.getByRole('button', { name: word('Consent_Settings') }).click();
  await readsInWords(page, "the consent prompt's settings");
  await prompt.getByRole('button', { name: word('Consent_Save') }).click();
  await expect(prompt).toHaveCount(0);

  await engageWithPage(page);
  const popup = page.getByRole('region', { name: word('Newsletter_Banner_Label') });
  await expect(popup).toBeVisible();
  await readsInWords(page, 'the newsletter popup');
  await popup.getByRole('button', { name: word('Newsletter_Close') }).click();
  await expect(popup).toHaveCount(0);

  const menu = button('Header_Menu');
  if (await menu.isVisible()) {
    await menu.click();
    await expect(button('Menu_Close')).toBeVisible();
    await readsInWords(page, "the phone's menu");
    await button('Menu_Close').click();
  }
  await button('Header_Market').click();
  await expect(page.getByRole('heading', { name: word('Market_Selector_Label') })).toBeVisible();
  await readsInWords(page, 'the market selector');
  await button('Header_Market').click();

  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: word('Consent_Footer_Link') }).click();
  await expect(prompt.getByRole('button', { name: word('Consent_Cancel') })).toBeVisible();
  await readsInWords(page, 'the consent settings opened again from the footer');
  await prompt.getByRole('button', { name: word('Consent_Cancel') }).click();
  await footer.getByRole('textbox', { name: word('Newsletter_Email_Label') }).fill('not-an-email');
  await footer.getByRole('button', { name: word('Newsletter_Submit') }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: word('SUBSCRIBE_EMAIL_ERROR') }),
  ).toBeVisible();
  await readsInWords(page, 'a newsletter toast');
}

/**
 * docs/product.md#translations: the journeys of `chromeReadsInWords`, in Swedish and English, in
 * a run mode.
 */
export function chromeWithContentDownJourneys(mode: ContentDown): void {
  test.describe('the chrome reads in words with the content service down', () => {
    // A first visit: the consent prompt and the newsletter popup are part of what must read.
    test.use({ seenInvitations: [] });

    for (const [path, language] of [
      ['/se', 'sv'],
      ['/se-en', 'en'],
    ] as const) {
      test(`${path} (${language})`, async ({ page, request, consoleErrors }) => {
        await mode.open(page, request, path);
        await chromeReadsInWords(page, language);
        const rest = consoleErrors.filter((line) => !mode.logs.test(line));
        consoleErrors.splice(0, consoleErrors.length, ...rest);
      });
    }
  });
}
