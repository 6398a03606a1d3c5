import { act } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startInBrowser } from '@/composition/start-in-browser';
import { COOKIE_NAMES } from '@/domain/shared/cookies';
import { STORAGE_KEYS } from '@/domain/shared/storage-keys';
import { PageDocument } from '@/server/page-document';
import { renderPage } from '@/server/render-page';

const TEMPLATE =
  '<!doctype html><html><head><title>Lera</title></head><body>' +
  '<div id="root"><!--page--><!--/page--></div></body></html>';

/**
 * Puts the server's page for `path` into this document as a browser would receive it, and
 * lets the browser's start take it over; answers the mismatches React reported.
 */
async function hydrate(path: string): Promise<{ mismatches: unknown[]; errors: string[] }> {
  const page = await renderPage(new Request(`http://localhost:3000${path}`), {
    settings: {},
    origin: 'http://localhost:3000',
  });
  if (page.kind !== 'page') throw new Error(`${path} answered a redirect`);
  const html = new PageDocument(TEMPLATE, []).render(page);
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  window.history.replaceState(null, '', path);
  rememberVisitor(page.firstScreen.answers);
  const errors: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
  });
  const mismatches: unknown[] = [];
  const root = document.getElementById('root')!;
  // The server's page shows the notices (all but the checkout); the visitor dismissed them all.
  const dismiss = root.querySelector('li > button[aria-label]')?.getAttribute('aria-label');
  if (!path.includes('checkout')) expect(dismiss).toBeTruthy();
  await act(async () => {
    started.push(
      await startInBrowser(root, {
        buildSettings: {},
        isProduction: false,
        onRecoverableError: (error) => mismatches.push(error),
      }),
    );
  });
  expect(root.querySelector('header')).not.toBeNull();
  // Once taken over, the page shows the visitor's own state.
  expect(root.querySelectorAll(`button[aria-label="${dismiss}"]`)).toHaveLength(0);
  return { mismatches, errors };
}

beforeAll(() => {
  // jsdom's `muted` does not start from the `muted` attribute as a browser's does, so React
  // would see a muted video of the server's HTML as unmuted.
  Object.defineProperty(HTMLMediaElement.prototype, 'muted', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return this.hasAttribute('muted');
    },
    set(this: HTMLMediaElement, muted: boolean) {
      this.toggleAttribute('muted', muted);
    },
  });
});

/**
 * A returning visitor whose own state differs from the anonymous page the server rendered: every
 * notice dismissed and every product of the page on the wishlist. The browser's first render must
 * still be the server's; the visitor's state shows after.
 */
function rememberVisitor(answers: Readonly<Record<string, unknown>>): void {
  const json = JSON.stringify(answers);
  const notices = Object.entries(answers).find(([key]) => key.startsWith('content.notices'));
  for (const notice of (notices?.[1] ?? []) as { uid: string }[]) {
    document.cookie = `${COOKIE_NAMES.noticeDismissedPrefix}${notice.uid}=1; path=/`;
  }
  const ids = [...json.matchAll(/"id":"([^"]+)"/g)].map((match) => match[1]!);
  localStorage.setItem(STORAGE_KEYS.wishlist, JSON.stringify([...new Set(ids)].slice(0, 40)));
}

/** The shops started, unmounted after each test so none renders on once its page is gone. */
const started: Root[] = [];

afterEach(() => {
  act(() => started.splice(0).forEach((root) => root.unmount()));
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  localStorage.clear();
  for (const cookie of document.cookie.split('; ')) {
    document.cookie = `${cookie.split('=')[0]}=; max-age=0; path=/`;
  }
});

// The browser takes over the server's HTML without a mismatch on every kind of page: React
// then keeps the server's DOM. In development React also reports attributes that differ.
describe('hydrating a server-rendered page', () => {
  it.each([
    ['the home page', '/se'],
    ['a content page', '/se-en/showcase-editorial'],
    ['a category page', '/se-en/servering/tallrikar'],
    ['a product page', '/se-en/middagstallrik-sand'],
    ['the not-found page', '/se-en/no-such-page'],
    ['the search page', '/se-en/search?q=plate'],
    ['the search page without a query', '/se/search'],
    ['the wishlist', '/se/wishlist'],
    ['the checkout', '/se-en/checkout'],
    ['the login page', '/se-en/account/login'],
  ])(
    'takes over %s as the server rendered it',
    async (_, path) => {
      const { mismatches, errors } = await hydrate(path);
      expect(mismatches).toEqual([]);
      expect(errors.filter((line) => /hydrat|did not match|didn't match/i.test(line))).toEqual([]);
    },
    30_000,
  );
});
