import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { MemoryClock } from '@/adapters/memory/clock.memory';
import { SEEDED_CONTENT_IDS } from '@/adapters/shared/content-ids';
import { SharedDataCache } from '@/composition/shared-data/shared-data-cache';
import { renderPage, type RenderedPage } from '@/server/render-page';
import { createShopServer } from '@/server/shop-server';
import { clientBuild } from '../support/client-build';
import { STUB_SEARCH_KEY } from '../../stub-backend/routes/search.routes';
import { startStubBackend, type RunningStub } from '../../stub-backend/serve';

const SHOP = 'https://lera.shop';
const NOW = Date.UTC(2030, 0, 15, 12);
const MINUTE = 60_000;
/**
 * The backend calls the process cache keeps, by address: markets, pricelists, UI texts, the site
 * settings story, the menus, the footer and the filter metadata.
 */
const KEPT = new RegExp(
  [
    '/api/(markets|pricelists|findify/storyblok-plugin-data)\\?',
    '/cdn/datasource_entries\\?',
    `/cdn/stories/${SEEDED_CONTENT_IDS.settings}\\?`,
    '/cdn/stories/shared-content/menus/',
    '/cdn/stories\\?starts_with=\\w+%2Fshared-content%2Ffooter',
  ].join('|'),
);

/** How often each backend address was asked for. */
function tally(urls: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const url of urls) counts[url] = (counts[url] ?? 0) + 1;
  return counts;
}

// Over the stub backend, seeded once, so that every render gets the same answers.
describe('the process cache on the server (docs/operations.md#process-cache)', () => {
  let stub: RunningStub;
  let settings: Record<string, string>;

  beforeAll(async () => {
    stub = await startStubBackend();
    settings = {
      VITE_SHOP_ADAPTERS: 'http',
      VITE_SHOP_BACKEND: stub.base,
      VITE_SHOP_SEARCH_KEY: STUB_SEARCH_KEY,
    };
  });
  afterAll(() => stub.close());

  /** What the stub is asked while `work` runs, by address. */
  async function asked<T>(work: () => Promise<T>): Promise<[T, Record<string, number>]> {
    const before = stub.seen.length;
    const result = await work();
    return [result, tally(stub.seen.slice(before).map((request) => request.url))];
  }

  const render = (path: string, cache?: SharedDataCache): Promise<RenderedPage> =>
    renderPage(new Request(`${SHOP}${path}`), { settings, origin: SHOP, now: NOW, cache });

  it('asks for the shared data once for two renders within the limit, and renders the same page', async () => {
    const page = '/se-en/servering/tallrikar';
    const [alone, once] = await asked(() => render(page));
    const clock = new MemoryClock(NOW);
    const cache = new SharedDataCache(MINUTE, clock);
    const [[first, second], twice] = await asked(async () => {
      const rendered = await render(page, cache);
      clock.advance(MINUTE - 1);
      return [rendered, await render(page, cache)] as const;
    });
    const kept = Object.keys(once).filter((url) => KEPT.test(url));
    expect(kept).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/api\/markets\?/),
        expect.stringMatching(/\/api\/pricelists\?/),
        expect.stringMatching(/\/cdn\/datasource_entries\?/),
        expect.stringMatching(/\/api\/findify\/storyblok-plugin-data\?/),
      ]),
    );
    // The kept calls once for both renders; every other call (the route, the products) for each.
    for (const url of Object.keys(once)) {
      const calls = KEPT.test(url) ? once[url] : 2 * once[url]!;
      expect({ url, calls: twice[url] }).toEqual({ url, calls });
    }
    // The page, its status and the answers it hands to the browser, the kept ones included, to
    // the byte.
    expect(JSON.stringify(first)).toBe(JSON.stringify(alone));
    expect(JSON.stringify(second)).toBe(JSON.stringify(alone));
  }, 30_000);

  it('asks again once the limit has passed', async () => {
    const clock = new MemoryClock(NOW);
    const cache = new SharedDataCache(MINUTE, clock);
    const [, once] = await asked(() => render('/se-en', cache));
    clock.advance(MINUTE);
    const [, again] = await asked(() => render('/se-en', cache));
    const kept = Object.keys(once).filter((url) => KEPT.test(url));
    expect(kept.length).toBeGreaterThan(2);
    for (const url of kept) expect({ url, calls: again[url] }).toEqual({ url, calls: once[url] });
  }, 30_000);

  it('asks the backends every time for the editors’ preview', async () => {
    const cache = new SharedDataCache(MINUTE, new MemoryClock(NOW));
    const [, once] = await asked(() => render('/se-en?_storyblok=1', cache));
    const [, again] = await asked(() => render('/se-en?_storyblok=1', cache));
    const kept = Object.keys(once).filter((url) => KEPT.test(url));
    expect(kept.length).toBeGreaterThan(2);
    for (const url of kept) expect({ url, calls: again[url] }).toEqual({ url, calls: once[url] });
  }, 30_000);

  it('keeps the shared data between the requests the production server answers', async () => {
    const cache = new SharedDataCache(MINUTE, new MemoryClock(NOW));
    const server = createShopServer({
      clientDir: clientBuild(),
      settings: { ...settings, VITE_SHOP_ORIGIN: SHOP },
      log: () => undefined,
      cache,
      // A first render in a cold test process may take seconds: the page, not the app shell.
      renderTimeLimitMs: 20_000,
    });
    const [first, once] = await asked(async () => server.request(`${SHOP}/se-en/servering`));
    const [second, again] = await asked(async () => server.request(`${SHOP}/se-en/servering`));
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(Object.keys(once).filter((url) => KEPT.test(url)).length).toBeGreaterThan(2);
    expect(Object.keys(again).filter((url) => KEPT.test(url))).toEqual([]);
    expect(first.headers.get('ETag')).toMatch(/^W\//);
    expect(second.headers.get('ETag')).toBe(first.headers.get('ETag'));
  }, 30_000);
});

describe('the process cache over the memory fakes', () => {
  it('lets QA’s fault switches reach the fakes however much is kept', async () => {
    // The shop says what failed on the console; the test reads the pages.
    const quiet = [vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')];
    for (const spy of quiet) spy.mockImplementation(() => undefined);
    onTestFinished(() => quiet.forEach((spy) => spy.mockRestore()));
    const cache = new SharedDataCache(MINUTE, new MemoryClock(NOW));
    const render = (path: string, kept?: SharedDataCache) =>
      renderPage(new Request(`${SHOP}${path}`), {
        settings: {},
        origin: SHOP,
        now: NOW,
        cache: kept,
      });
    await render('/se-en', cache);
    const faulty = '/se-en?faults=market:500,content:500';
    const alone = await render(faulty);
    expect(await render(faulty, cache)).toEqual(alone);
    expect(await render('/se-en', cache)).not.toEqual(alone);
  }, 30_000);
});
