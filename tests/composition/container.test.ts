import 'reflect-metadata';
import { afterAll, describe, expect, it } from 'vitest';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { faultPlan } from '@/adapters/memory/faults/fault-plan';
import { AccountGateway } from '@/application/account/account-gateway.port';
import { AnalyticsSink } from '@/application/shared/analytics-sink.port';
import { CartGateway } from '@/application/cart/cart-gateway.port';
import { CatalogueGateway } from '@/application/catalogue/catalogue-gateway.port';
import { CheckoutWidget } from '@/application/cart/checkout-widget.port';
import { Clock } from '@/application/shared/clock.port';
import { ContentGateway } from '@/application/content/content-gateway.port';
import { CookieJar } from '@/application/shared/cookie-jar.port';
import { KeyValueStorage } from '@/application/shared/key-value-storage.port';
import {
  LiveShoppingPlayer,
  type LiveShoppingHandlers,
} from '@/application/live-shopping/live-shopping-player.port';
import { EmbedLiveShoppingPlayer } from '@/adapters/browser/embed-live-shopping-player';
import { MarketGateway } from '@/application/site/market-gateway.port';
import { MarketingGateway } from '@/application/marketing/marketing-gateway.port';
import { RouteGateway } from '@/application/content/route-gateway.port';
import { ScriptLoader } from '@/application/shared/script-loader.port';
import { SearchGateway } from '@/application/search/search-gateway.port';
import { parseShopConfig, StartupError, type ShopConfig } from '@/composition/config';
import { createContainer } from '@/composition/container';
import { STUB_SEARCH_KEY } from '../../stub-backend/routes/search.routes';
import { startStubBackend, type RunningStub } from '../../stub-backend/serve';

describe('configuration (docs/architecture.md#composition)', () => {
  it('runs on the in-memory fakes by default', () => {
    expect(parseShopConfig({})).toEqual({ adapters: 'memory' });
  });

  it('stops the start when http mode has no commerce backend (docs/product.md#error-catalogue)', () => {
    expect(() => parseShopConfig({ VITE_SHOP_ADAPTERS: 'http' })).toThrow(StartupError);
    expect(() => parseShopConfig({ VITE_SHOP_ADAPTERS: 'http' })).toThrow(/VITE_SHOP_BACKEND/);
  });

  it('rejects a malformed setting with a clear message', () => {
    expect(() => parseShopConfig({ VITE_SHOP_ADAPTERS: 'graphql' })).toThrow(/VITE_SHOP_ADAPTERS/);
    expect(() =>
      parseShopConfig({ VITE_SHOP_ADAPTERS: 'http', VITE_SHOP_BACKEND: 'not a url' }),
    ).toThrow(/VITE_SHOP_BACKEND/);
  });

  it('reads the backend bases, search key and timeout in http mode', () => {
    expect(
      parseShopConfig({
        VITE_SHOP_ADAPTERS: 'http',
        VITE_SHOP_BACKEND: 'https://shop.example/',
        VITE_SHOP_SEARCH_KEY: 'key-1',
        VITE_SHOP_TIMEOUT_MS: '5000',
      }),
    ).toEqual({
      adapters: 'http',
      backend: {
        base: 'https://shop.example',
        accountBase: 'https://shop.example/api',
        searchBase: 'https://shop.example/findify',
        searchKey: 'key-1',
        timeoutMs: 5000,
      },
    });
  });

  it('takes separate account and search services when configured', () => {
    const config = parseShopConfig({
      VITE_SHOP_ADAPTERS: 'http',
      VITE_SHOP_BACKEND: 'https://shop.example',
      VITE_SHOP_ACCOUNT_BASE: 'https://account.example/',
      VITE_SHOP_SEARCH_BASE: 'https://search.example',
      VITE_SHOP_SEARCH_KEY: 'key-1',
    });
    expect(config).toMatchObject({
      backend: { accountBase: 'https://account.example', searchBase: 'https://search.example' },
    });
  });

  it('reads the live-shopping embed’s script in http mode; blank is unset', () => {
    const env = {
      VITE_SHOP_ADAPTERS: 'http',
      VITE_SHOP_BACKEND: 'https://shop.example',
      VITE_SHOP_SEARCH_KEY: 'key-1',
    };
    const script = 'https://live.example/embed.js';
    expect(parseShopConfig({ ...env, VITE_SHOP_LIVE_SHOPPING_SCRIPT: script })).toMatchObject({
      liveShoppingScript: script,
    });
    expect(parseShopConfig({ ...env, VITE_SHOP_LIVE_SHOPPING_SCRIPT: '' })).not.toHaveProperty(
      'liveShoppingScript',
    );
    expect(() =>
      parseShopConfig({ ...env, VITE_SHOP_LIVE_SHOPPING_SCRIPT: 'javascript:alert(1)' }),
    ).toThrow(/VITE_SHOP_LIVE_SHOPPING_SCRIPT/);
  });

  it('needs a search key in http mode', () => {
    const env = { VITE_SHOP_ADAPTERS: 'http', VITE_SHOP_BACKEND: 'https://shop.example' };
    expect(() => parseShopConfig(env)).toThrow(/VITE_SHOP_SEARCH_KEY/);
  });

  it('reads the catalogue size and QA switches from the page address in memory mode', () => {
    const query = new URLSearchParams('catalogue=5000&faults=cart:500&latency=300');
    expect(parseShopConfig({ VITE_SHOP_CATALOGUE_SIZE: '500' }, query)).toEqual({
      adapters: 'memory',
      catalogueSize: 5000,
      faults: { faults: { cart: { kind: 'status', status: 500 } }, latencyMs: 300 },
    });
    expect(parseShopConfig({ VITE_SHOP_CATALOGUE_SIZE: '500' })).toEqual({
      adapters: 'memory',
      catalogueSize: 500,
    });
  });

  it.each([
    ['catalogue=many', /Invalid catalogue size "many"/],
    ['catalogue=0', /Invalid catalogue size "0"/],
    ['catalogue=20001', /Invalid catalogue size/],
    ['faults=cart:teapot', /Invalid fault switch: Unknown fault "cart:teapot"/],
  ])('stops on a mistyped switch: %s', (query, message) => {
    expect(() => parseShopConfig({}, new URLSearchParams(query))).toThrow(message);
  });
});

const liveHandlers: LiveShoppingHandlers = {
  productData: async () => undefined,
  addToCart: async () => ({ ok: true }),
  updateCart: async () => undefined,
  syncCart: async () => [],
  checkout: () => undefined,
};

const PORTS = [
  MarketGateway,
  CatalogueGateway,
  CartGateway,
  SearchGateway,
  ContentGateway,
  AccountGateway,
  MarketingGateway,
  RouteGateway,
  CheckoutWidget,
  LiveShoppingPlayer,
  Clock,
  KeyValueStorage,
  CookieJar,
  AnalyticsSink,
  ScriptLoader,
];

describe('container', () => {
  let stub: RunningStub | undefined;
  const stubBase = async () => (stub ??= await startStubBackend()).base;
  afterAll(() => stub?.close());

  const httpConfig = async (): Promise<ShopConfig> => {
    const base = await stubBase();
    return {
      adapters: 'http',
      backend: {
        base,
        accountBase: `${base}/api`,
        searchBase: `${base}/findify`,
        searchKey: STUB_SEARCH_KEY,
        timeoutMs: 2000,
      },
    };
  };

  it('wires the stores to the memory fakes', async () => {
    const container = await createContainer({ adapters: 'memory' });
    const sites = container.get(SiteStore);
    expect(container.get(SiteStore)).toBe(sites);
    await sites.loadMarkets();
    expect(sites.setSite({ country: 'gb', language: 'en' }).ok).toBe(true);
    expect(sites.current?.pricelist.currency.code).toBe('GBP');
  });

  it('binds a lazily loaded feature only when its module is loaded, once per shop', async () => {
    const container = await createContainer({ adapters: 'memory' });
    const { TableSettingStore } = await import('@/application/table-setting/table-setting.store');
    const { ItemPickerStore } = await import('@/application/table-setting/item-picker.store');
    const { tableSettingModule } = await import('@/application/table-setting/table-setting.module');
    expect(container.isBound(TableSettingStore)).toBe(false);
    container.load(tableSettingModule);
    const table = container.get(TableSettingStore);
    expect(container.get(TableSettingStore)).toBe(table);
    expect(container.get(ItemPickerStore)).toBe(container.get(ItemPickerStore));
  });

  it.each([['memory' as const], ['http' as const]])('binds every port in %s mode', async (mode) => {
    const config = mode === 'memory' ? { adapters: mode } : await httpConfig();
    const container = await createContainer(config);
    for (const port of PORTS) expect(container.isBound(port), port.toString()).toBe(true);
  });

  it('plays live shows through the configured embed in http mode, and says why without one', async () => {
    const unconfigured = await createContainer(await httpConfig());
    await expect(
      unconfigured.get<LiveShoppingPlayer>(LiveShoppingPlayer).open('show-1', liveHandlers),
    ).rejects.toThrow(/VITE_SHOP_LIVE_SHOPPING_SCRIPT/);
    const http = await httpConfig();
    if (http.adapters !== 'http') throw new Error('http mode expected');
    const configured = await createContainer({
      ...http,
      liveShoppingScript: 'https://live.example/embed.js',
    });
    expect(configured.get(LiveShoppingPlayer)).toBeInstanceOf(EmbedLiveShoppingPlayer);
  });

  it('answers the catalogue for the current site in memory mode', async () => {
    const container = await createContainer({ adapters: 'memory' });
    const sites = container.get(SiteStore);
    await sites.loadMarkets();
    sites.setSite({ country: 'gb', language: 'en' });
    const catalogue = container.get<CatalogueGateway>(CatalogueGateway);
    const plate = await catalogue.productByUri('middagstallrik-sand');
    expect(plate.name).toBe('Dinner plate 27 cm');
  });

  it('seeds a larger catalogue on request', async () => {
    const container = await createContainer({ adapters: 'memory', catalogueSize: 500 });
    expect(await container.get<CatalogueGateway>(CatalogueGateway).products()).toHaveLength(500);
  });

  it('makes the faulted port fail and leaves the others alone', async () => {
    const faults = faultPlan('cart', { kind: 'status', status: 500 });
    const container = await createContainer({ adapters: 'memory', faults });
    await expect(container.get<CartGateway>(CartGateway).get()).rejects.toMatchObject({
      kind: 'status',
      status: 500,
    });
    await expect(container.get<MarketGateway>(MarketGateway).markets()).resolves.not.toEqual([]);
  });

  it('shows the 404 page rather than failing when the route lookup is faulted', async () => {
    const faults = faultPlan('route', { kind: 'network' });
    const container = await createContainer({ adapters: 'memory', faults });
    await expect(container.get<RouteGateway>(RouteGateway).route('om-oss')).resolves.toBeNull();
  });

  it('wires the stores to the HTTP adapters, sending the current site with each call', async () => {
    const container = await createContainer(await httpConfig());
    const sites = container.get(SiteStore);
    await sites.loadMarkets();
    sites.setSite({ country: 'no', language: 'en' });
    const translations = container.get(TranslationStore);
    await translations.load('en');
    expect(translations.t('Page_Not_Found')).toBe('This page could not be found');
    expect(stub?.seen.find((request) => request.path === '/api/markets')?.query).toEqual({
      country: 'se',
      language: 'sv',
    });
    const catalogue = container.get<CatalogueGateway>(CatalogueGateway);
    expect((await catalogue.productByUri('middagstallrik-sand')).name).toBe('Dinner plate 27 cm');
    expect(stub?.seen.at(-1)?.query).toEqual({ country: 'no', language: 'en' });
  });
});
