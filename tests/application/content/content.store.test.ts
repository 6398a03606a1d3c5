import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryContentGateway } from '@/adapters/memory/content-gateway.memory';
import { faultPlan } from '@/adapters/memory/faults/fault-plan';
import { withFaults } from '@/adapters/memory/faults/with-faults';
import type { ContentGateway } from '@/application/content/content-gateway.port';
import { GatewayError } from '@/application/shared/gateway-error';
import type { SiteContext } from '@/application/shared/site-context.port';
import { ContentStore } from '@/application/content/content.store';
import type { Notice } from '@/domain/content/notice';
import { NOT_FOUND_MESSAGE } from '@/domain/site/page-error';
import type { Language, Site } from '@/domain/site/site';
import { SEEDED_CONTENT } from '../../support/content-seeds';
import { CONTENT_FAILURE_LOGS_SV } from '../../support/content-failures';

/** A site the test can move, shared with the gateway for preview. */
function siteAt(
  site: Site,
  isPreview = false,
): { -readonly [K in keyof SiteContext]: SiteContext[K] } {
  return { site, isPreview, current: undefined };
}

function setUp(site: Site = { country: 'se', language: 'sv' }, isPreview = false) {
  const context = siteAt(site, isPreview);
  const gateway = new MemoryContentGateway(SEEDED_CONTENT, context);
  return { context, gateway, store: new ContentStore(gateway, context) };
}

const failing = (status = 500): ContentGateway =>
  withFaults(
    new MemoryContentGateway(SEEDED_CONTENT),
    'content',
    faultPlan('content', { kind: 'status', status }),
  );

const isOn = (notice: Notice) => notice.enabled === '1';

/** A promise the test settles itself, to order answers. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('ContentStore', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads the site-wide content of a language, enabled notices and stores only (docs/product.md#validation)', async () => {
    const { store, gateway } = setUp();
    await store.load('sv');

    const allNotices = await gateway.notices('sv');
    const allShops = await gateway.shops();
    expect(store.notices).toEqual(allNotices.filter(isOn));
    expect(store.notices.length).toBeLessThan(allNotices.length);
    expect(store.shops).toEqual(allShops.filter((entry) => entry.enabled === '1'));
    expect(store.shops.length).toBeLessThan(allShops.length);
    expect(store.footer).toEqual(await gateway.footer('sv'));
    expect(store.mainMenu).toEqual(await gateway.menu('sv', 'main-menu'));
    expect(store.secondaryMenu).toEqual(await gateway.menu('sv', 'secondary-menu'));
    expect(store.settings).toEqual(await gateway.settings('sv'));
    expect(store.links).toEqual(await gateway.links());
    expect(store.links.length).toBeGreaterThan(0);
  });

  it("picks the settings entry of the site's country (docs/product.md#settings-per-market)", async () => {
    const { store, context } = setUp();
    await store.load('sv');
    expect(store.marketSettings?.markets).toContain('SE');
    context.site = { country: 'dk', language: 'sv' };
    expect(store.marketSettings?.markets).toContain('DK');
    context.site = { country: 'jp', language: 'sv' };
    expect(store.marketSettings).toBeUndefined();
  });

  it('does not fetch again what it holds; a new language refetches only translated parts', async () => {
    const { store, gateway } = setUp();
    const notices = vi.spyOn(gateway, 'notices');
    const links = vi.spyOn(gateway, 'links');
    const shops = vi.spyOn(gateway, 'shops');
    await Promise.all([store.load('sv'), store.load('sv')]);
    await store.load('sv');
    expect(notices).toHaveBeenCalledTimes(1);

    await store.load('en');
    expect(notices).toHaveBeenLastCalledWith('en');
    expect(store.notices).toEqual((await gateway.notices('en')).filter(isOn));
    expect(store.mainMenu).toEqual(await gateway.menu('en', 'main-menu'));
    expect(links).toHaveBeenCalledTimes(1);
    expect(shops).toHaveBeenCalledTimes(1);
  });

  it('logs each part that fails with its own message and leaves it empty (docs/product.md#error-catalogue)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = new ContentStore(failing(), siteAt({ country: 'se', language: 'sv' }));
    await expect(store.load('sv')).resolves.toBeUndefined();

    const logged = error.mock.calls.map(([message]) => message);
    expect(logged.sort()).toEqual([...CONTENT_FAILURE_LOGS_SV].sort());
    expect(error).toHaveBeenCalledWith("Couldn't load the notices (sv)", expect.any(GatewayError));
    expect(store.toJSON()).toMatchObject({
      links: [],
      notices: [],
      shops: [],
      menus: {},
      loaded: {},
    });
    expect(store.footer).toBeUndefined();
    expect(store.settings).toBeUndefined();
  });

  it('asks again for a part that failed, on the next load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const healthy = new MemoryContentGateway(SEEDED_CONTENT);
    let down = true;
    const flaky = Object.assign(Object.create(healthy) as MemoryContentGateway, {
      footer: (language: Language) =>
        down ? Promise.reject(new GatewayError('network', 'offline')) : healthy.footer(language),
    });
    const store = new ContentStore(flaky, siteAt({ country: 'se', language: 'sv' }));
    await store.load('sv');
    expect(store.footer).toBeUndefined();
    expect(store.notices.length).toBeGreaterThan(0);
    down = false;
    await store.load('sv');
    expect(store.footer).toEqual(await healthy.footer('sv'));
  });

  it('never shows one language mixed into another', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const healthy = new MemoryContentGateway(SEEDED_CONTENT);
    const slowSwedish = deferred<readonly Notice[]>();
    const gateway = Object.assign(Object.create(healthy) as MemoryContentGateway, {
      notices: (language: Language) =>
        language === 'sv'
          ? slowSwedish.promise
          : Promise.reject(new GatewayError('timeout', 'slow')),
    });
    const store = new ContentStore(gateway, siteAt({ country: 'se', language: 'sv' }));
    const swedish = store.load('sv');
    await store.load('en');
    expect(store.notices).toEqual([]);
    slowSwedish.resolve(await healthy.notices('sv'));
    await swedish;
    expect(store.notices).toEqual([]);
    expect(store.mainMenu).toEqual(await healthy.menu('en', 'main-menu'));
  });

  it('a failure in a new language clears what the old one showed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const healthy = new MemoryContentGateway(SEEDED_CONTENT);
    const gateway = Object.assign(Object.create(healthy) as MemoryContentGateway, {
      menu: (language: Language, name: 'main-menu' | 'secondary-menu') =>
        language === 'en'
          ? Promise.reject(new GatewayError('status', 'no', { status: 503 }))
          : healthy.menu(language, name),
    });
    const store = new ContentStore(gateway, siteAt({ country: 'se', language: 'sv' }));
    await store.load('sv');
    expect(store.mainMenu).toBeDefined();
    await store.load('en');
    expect(store.mainMenu).toBeUndefined();
    expect(store.secondaryMenu).toBeUndefined();
    expect(store.footer).toEqual(await healthy.footer('en'));
  });

  it('gives a content page by slug, a 404 PageError when there is none (docs/product.md#routes)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, gateway } = setUp();
    const expected = await gateway.page('sv', 'om-oss');
    const page = vi.spyOn(gateway, 'page');
    expect(await store.loadPage('om-oss')).toEqual({ ok: true, value: expected });
    expect(store.page('/om-oss/')).toEqual(expected);
    await store.loadPage('om-oss');
    expect(page).toHaveBeenCalledTimes(1);

    expect(await store.loadPage('no-such-page')).toEqual({
      ok: false,
      error: { status: 404, message: NOT_FOUND_MESSAGE },
    });
    expect(error).not.toHaveBeenCalled();
  });

  it('reports and logs a page the content service fails on with its status', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = new ContentStore(failing(503), siteAt({ country: 'se', language: 'sv' }));
    expect(await store.loadPage('om-oss')).toEqual({
      ok: false,
      error: { status: 503, message: '' },
    });
    expect(error).toHaveBeenCalledWith(
      "Couldn't load the page sv/om-oss",
      expect.any(GatewayError),
    );
  });

  it('reads pages afresh in preview, where drafts show (docs/product.md#pages-and-preview)', async () => {
    const { store, gateway } = setUp({ country: 'se', language: 'en' }, true);
    const page = vi.spyOn(gateway, 'page');
    expect((await store.loadPage('autumn-news')).ok).toBe(true);
    await store.loadPage('autumn-news');
    expect(page).toHaveBeenCalledTimes(2);
  });

  it('holds the 404 story per language; a failure is logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, gateway, context } = setUp();
    await store.loadNotFound();
    expect(store.notFoundStory).toEqual(await gateway.notFoundPage('sv'));
    context.site = { country: 'se', language: 'en' };
    expect(store.notFoundStory).toBeUndefined();

    const broken = new ContentStore(failing(), context);
    await broken.loadNotFound();
    expect(broken.notFoundStory).toBeUndefined();
    expect(error).toHaveBeenCalledWith("Couldn't load the 404 page (en)", expect.any(GatewayError));
  });

  it('writes its state to JSON and reads it back (docs/architecture.md#stores)', async () => {
    const { store, context } = setUp();
    await store.load('sv');
    await store.loadPage('');
    await store.loadNotFound();

    const gateway = new MemoryContentGateway(SEEDED_CONTENT);
    const notices = vi.spyOn(gateway, 'notices');
    const fresh = new ContentStore(gateway, context);
    fresh.hydrate(JSON.parse(JSON.stringify(store.toJSON())));
    expect(fresh.toJSON()).toEqual(store.toJSON());
    expect(fresh.page('')).toBeDefined();
    await fresh.load('sv');
    expect(notices).not.toHaveBeenCalled();
  });
});
