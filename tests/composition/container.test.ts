import 'reflect-metadata';
import { afterAll, describe, expect, it } from 'vitest';
import { SiteStore } from '../../src/application/stores/site.store';
import { TranslationStore } from '../../src/application/stores/translation.store';
import { parseShopConfig, StartupError } from '../../src/composition/config';
import { createContainer } from '../../src/composition/container';
import { startStubBackend, type RunningStub } from '../../stub-backend/serve';

describe('configuration (ARCHITECTURE §6)', () => {
  it('runs on the in-memory fakes by default', () => {
    expect(parseShopConfig({})).toEqual({ adapters: 'memory' });
  });

  it('stops the start when http mode has no commerce backend (SPEC §8)', () => {
    expect(() => parseShopConfig({ VITE_SHOP_ADAPTERS: 'http' })).toThrow(StartupError);
    expect(() => parseShopConfig({ VITE_SHOP_ADAPTERS: 'http' })).toThrow(/VITE_SHOP_BACKEND/);
  });

  it('rejects a malformed setting with a clear message', () => {
    expect(() => parseShopConfig({ VITE_SHOP_ADAPTERS: 'graphql' })).toThrow(/VITE_SHOP_ADAPTERS/);
    expect(() =>
      parseShopConfig({ VITE_SHOP_ADAPTERS: 'http', VITE_SHOP_BACKEND: 'not a url' }),
    ).toThrow(/VITE_SHOP_BACKEND/);
  });

  it('reads the backend base and timeout in http mode', () => {
    expect(
      parseShopConfig({
        VITE_SHOP_ADAPTERS: 'http',
        VITE_SHOP_BACKEND: 'https://shop.example/',
        VITE_SHOP_TIMEOUT_MS: '5000',
      }),
    ).toEqual({ adapters: 'http', backend: { base: 'https://shop.example', timeoutMs: 5000 } });
  });
});

describe('container', () => {
  let stub: RunningStub | undefined;
  afterAll(() => stub?.close());

  it('wires the stores to the memory fakes', async () => {
    const container = await createContainer({ adapters: 'memory' });
    const sites = container.get(SiteStore);
    expect(container.get(SiteStore)).toBe(sites);
    await sites.loadMarkets();
    expect(sites.setSite({ country: 'gb', language: 'en' }).ok).toBe(true);
    expect(sites.current?.pricelist.currency.code).toBe('GBP');
  });

  it('wires the stores to the HTTP adapters, sending the current site with each call', async () => {
    stub = await startStubBackend();
    const container = await createContainer({
      adapters: 'http',
      backend: { base: stub.base, timeoutMs: 2000 },
    });
    const sites = container.get(SiteStore);
    await sites.loadMarkets();
    sites.setSite({ country: 'no', language: 'en' });
    const translations = container.get(TranslationStore);
    await translations.load('en');
    expect(translations.t('Page_Not_Found')).toBe('This page could not be found');
    expect(stub.seen.find((request) => request.path === '/api/markets')?.query).toEqual({
      country: 'se',
      language: 'sv',
    });
  });
});
