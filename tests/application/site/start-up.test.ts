import type { Container } from 'inversify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { faultPlan, type FaultPlan } from '@/adapters/memory/faults/fault-plan';
import { ContentGateway } from '@/application/content/content-gateway.port';
import { GatewayError } from '@/application/shared/gateway-error';
import { MarketGateway } from '@/application/site/market-gateway.port';
import {
  AFTER_PAINT_PARTS,
  CONTENT_PARTS,
  FIRST_SCREEN_PARTS,
} from '@/application/content/content-state';
import { ContentStore } from '@/application/content/content.store';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { StartUp, type StartUpRequest } from '@/application/site/start-up';
import { NOT_FOUND_MESSAGE } from '@/domain/site/page-error';
import { testContainer } from '../../support/test-container';
import { CONTENT_FAILURE_LOGS_SV } from '../../support/content-failures';

async function shop(faults?: FaultPlan) {
  const container: Container = await testContainer(faults ? { config: { faults } } : {});
  return {
    container,
    startUp: container.get(StartUp),
    sites: container.get(SiteStore),
    content: container.get(ContentStore),
    translations: container.get(TranslationStore),
    gateway: container.get<ContentGateway>(ContentGateway),
  };
}

function request(url: string, extra: Partial<StartUpRequest> = {}): StartUpRequest {
  const parsed = new URL(url, 'http://shop.test');
  return {
    pathname: parsed.pathname,
    search: parsed.search,
    query: Object.fromEntries(parsed.searchParams),
    ...extra,
  };
}

describe('start-up (docs/product.md#start-up)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('sets the site from the route, then loads the content and texts of its language', async () => {
    const { startUp, sites, content, translations, gateway } = await shop();
    const links = vi.spyOn(gateway, 'links');
    const footer = vi.spyOn(gateway, 'footer');
    expect(await startUp.run(request('/no/kitchen'))).toEqual({ kind: 'ready' });
    expect(sites.current?.market.countries).toContain('NO');
    expect(content.settings).toEqual(await gateway.settings('en'));
    expect(content.marketSettings?.markets).toContain('NO');
    expect(content.notices.map((notice) => notice.uid)).toEqual(
      (await gateway.notices('en')).filter((n) => n.enabled === '1').map((n) => n.uid),
    );
    expect(content.mainMenu).toEqual(await gateway.menu('en', 'main-menu'));
    expect(content.secondaryMenu).toEqual(await gateway.menu('en', 'secondary-menu'));
    expect(content.shops.length).toBeGreaterThan(0);
    expect(translations.t('Page_Not_Found')).toBe('This page could not be found');
    expect(startUp.error).toBeUndefined();

    // The links and the footer are left for after the first paint (the view asks).
    expect(links).not.toHaveBeenCalled();
    expect(footer).not.toHaveBeenCalled();
    await content.load('en', AFTER_PAINT_PARTS);
    expect(content.links).toEqual(await gateway.links());
    expect(content.footer).toEqual(await gateway.footer('en'));
  });

  it('leaves no part of step 3 out: each is in the start-up or after the first paint', () => {
    expect([...FIRST_SCREEN_PARTS, ...AFTER_PAINT_PARTS].sort()).toEqual([...CONTENT_PARTS].sort());
  });

  it('asks for the texts of the language the address names beside the markets', async () => {
    const { container, startUp, gateway } = await shop();
    const order: string[] = [];
    const markets = container.get<MarketGateway>(MarketGateway);
    const answer = markets.markets.bind(markets);
    vi.spyOn(markets, 'markets').mockImplementation(async () => {
      order.push('markets asked');
      const answered = await answer();
      order.push('markets answered');
      return answered;
    });
    const translations = vi.spyOn(gateway, 'translations');
    translations.mockImplementation(async (language) => {
      order.push(`texts ${language}`);
      return {};
    });
    const settings = vi.spyOn(gateway, 'settings');
    expect(await startUp.run(request('/se-en/kitchen'))).toEqual({ kind: 'ready' });
    expect(order.indexOf('texts en')).toBeLessThan(order.indexOf('markets answered'));
    expect(translations).toHaveBeenCalledTimes(1);
    expect(settings.mock.calls).toEqual([['en']]);
  });

  it("sends a prefix-less URL to the visitor's country when a market covers it, keeping the URL", async () => {
    const { startUp, content, gateway } = await shop();
    const links = vi.spyOn(gateway, 'links');
    expect(await startUp.run(request('/about?ref=mail', { visitorCountry: 'NO' }))).toEqual({
      kind: 'redirect',
      to: '/no/about?ref=mail',
    });
    expect(links).not.toHaveBeenCalled();
    expect(content.links).toEqual([]);
  });

  it('else to the default market', async () => {
    const { startUp } = await shop();
    expect(await startUp.run(request('/about', { visitorCountry: 'JP' }))).toEqual({
      kind: 'redirect',
      to: '/se/about',
    });
    expect(await startUp.run(request('/'))).toEqual({ kind: 'redirect', to: '/se' });
  });

  it('fetches the content in parallel', async () => {
    vi.useFakeTimers();
    const { startUp } = await shop({ faults: {}, latencyMs: 400 });
    let done = false;
    void startUp.run(request('/se')).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(390);
    expect(done).toBe(false);
    // Markets and pricelists, every content part and the texts all at once (the
    // address names the language, so its texts need not wait for the markets).
    await vi.advanceTimersByTimeAsync(20);
    expect(done).toBe(true);
  });

  it('completes when the content service fails, logging each part (docs/product.md#error-catalogue)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { startUp, content, translations } = await shop(
      faultPlan('content', { kind: 'status', status: 500 }),
    );
    expect(await startUp.run(request('/se'))).toEqual({ kind: 'ready' });
    await content.load('sv', AFTER_PAINT_PARTS); // as the view does once the page has painted
    expect(error.mock.calls.map(([message]) => message as string).sort()).toEqual(
      [...CONTENT_FAILURE_LOGS_SV].sort(),
    );
    expect(error).toHaveBeenCalledWith("Couldn't load the footer (sv)", expect.any(GatewayError));
    expect(warn).toHaveBeenCalledWith(
      'Could not load the sv translations: GatewayError: content.translations answered 500',
    );
    expect(content.notices).toEqual([]);
    expect(translations.t('Cart_Title')).toBe('Cart_Title');
    expect(startUp.error).toBeUndefined();
  });

  it('shows the error view when markets cannot be loaded, with the 404 story', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { startUp, content, gateway } = await shop(
      faultPlan('market', { kind: 'status', status: 503 }),
    );
    const outcome = await startUp.run(request('/no/kitchen'));
    expect(outcome).toEqual({ kind: 'error', error: { status: 500, message: '' } });
    expect(startUp.error).toEqual({ status: 500, message: '' });
    expect(error).toHaveBeenCalledWith("Couldn't start the shop", expect.any(GatewayError));
    // `/no` is Norway in its default language, English, even with no market to check it against.
    expect(content.notFoundStory).toEqual(await gateway.notFoundPage('en'));
    expect(content.mainMenu).toEqual(await gateway.menu('en', 'main-menu'));
  });

  it('speaks the language the address names when markets cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { startUp, sites, content, gateway, translations } = await shop(
      faultPlan('market', { kind: 'status', status: 503 }),
    );
    await startUp.run(request('/se-en/servering'));
    expect(sites.site).toMatchObject({ country: 'se', language: 'en' });
    expect(sites.isSiteSet).toBe(false);
    expect(content.notFoundStory).toEqual(await gateway.notFoundPage('en'));
    expect(translations.t('Error_Try_Again')).toBe('Please try again in a moment.');
  });

  it('shows a server-supplied error through the error view (step 4)', async () => {
    const { startUp, sites, content, gateway } = await shop();
    const outcome = await startUp.run(request('/se-en/gone', { serverError: { status: 404 } }));
    expect(outcome).toEqual({
      kind: 'error',
      error: { status: 404, message: NOT_FOUND_MESSAGE },
    });
    expect(sites.site).toEqual({ country: 'se', language: 'en' });
    expect(startUp.error).toEqual({ status: 404, message: NOT_FOUND_MESSAGE });
    expect(content.notFoundStory).toEqual(await gateway.notFoundPage('en'));

    await startUp.run(request('/', { serverError: { message: 'Upstream down' } }));
    expect(startUp.error).toEqual({ status: 500, message: 'Upstream down' });

    expect(await startUp.run(request('/se-en'))).toEqual({ kind: 'ready' });
    expect(startUp.error).toBeUndefined();
  });

  it('shows an error the server handed over on its next run only (step 4)', async () => {
    const { startUp } = await shop();
    startUp.handOver({ status: 503, message: 'The render failed' });
    expect(await startUp.run(request('/se-en'))).toEqual({
      kind: 'error',
      error: { status: 503, message: 'The render failed' },
    });
    expect(await startUp.run(request('/se-en'))).toEqual({ kind: 'ready' });
  });

  it('reloads the content when the language changes, and only then', async () => {
    const { startUp, content, gateway, translations } = await shop();
    const notices = vi.spyOn(gateway, 'notices');
    const shops = vi.spyOn(gateway, 'shops');
    await startUp.run(request('/se'));
    await startUp.run(request('/se/kitchen'));
    expect(notices).toHaveBeenCalledTimes(1);

    await startUp.run(request('/se-en/kitchen'));
    expect(notices).toHaveBeenLastCalledWith('en');
    expect(content.mainMenu).toEqual(await gateway.menu('en', 'main-menu'));
    expect(translations.t('Page_Not_Found')).toBe('This page could not be found');
    expect(shops).toHaveBeenCalledTimes(1);
  });

  it("takes the site from the editor in preview and shows the editors' drafts (docs/product.md#route-prefix)", async () => {
    const { startUp, sites, content } = await shop();
    await startUp.run(request('/anything?_storyblok=1&_storyblok_lang=default'));
    await content.load(sites.site.language, AFTER_PAINT_PARTS);
    expect(sites.isPreview).toBe(true);
    expect(content.links.map((link) => link.slug)).toContain('en/autumn-news');
  });

  it('writes its state to JSON and reads it back (docs/architecture.md#stores)', async () => {
    const first = await shop();
    await first.startUp.run(request('/se', { serverError: { status: 410, message: 'Gone' } }));
    const second = await shop();
    second.startUp.hydrate(JSON.parse(JSON.stringify(first.startUp.toJSON())));
    expect(second.startUp.error).toEqual({ status: 410, message: 'Gone' });
    expect(second.startUp.toJSON()).toEqual(first.startUp.toJSON());
    second.startUp.hydrate({});
    expect(second.startUp.error).toBeUndefined();
  });
});
