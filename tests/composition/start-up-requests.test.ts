import 'reflect-metadata';
import { afterAll, describe, expect, it } from 'vitest';
import { startUpRequestUrls } from '@/adapters/http/start-up-requests';
import { SEEDED_CONTENT_IDS } from '@/adapters/shared/content-ids';
import { ResolvePage } from '@/application/content/resolve-page';
import { StartUp } from '@/application/site/start-up';
import { parseShopConfig } from '@/composition/config';
import { createContainer } from '@/composition/container';
import { isCatchAllPath } from '@/domain/site/named-pages';
import { decodedPath } from '@/domain/site/route-path';
import { STUB_SEARCH_KEY } from '../../stub-backend/routes/search.routes';
import { startStubBackend } from '../../stub-backend/serve';

const stub = startStubBackend();
afterAll(async () => (await stub).close());

/**
 * The GETs a first page's start-up makes through the real http adapters, as the browser's
 * route loaders start it (src/ui/app/site-loader.ts, resolved-page-loader.ts), with their
 * query strings exactly as the clients wrote them.
 */
async function firstStartUpCalls(pathname: string, search = ''): Promise<string[]> {
  const { base, seen } = await stub;
  const container = await createContainer(
    parseShopConfig({
      VITE_SHOP_ADAPTERS: 'http',
      VITE_SHOP_BACKEND: base,
      VITE_SHOP_SEARCH_KEY: STUB_SEARCH_KEY,
    }),
    { platform: 'headless' },
  );
  seen.length = 0;
  const query = Object.fromEntries(new URLSearchParams(search));
  const pagePath = decodedPath(pathname);
  if (isCatchAllPath(pagePath)) container.get(ResolvePage).askAhead(pagePath);
  await container.get(StartUp).run({ pathname, search, query });
  return seen.filter((request) => request.method === 'GET').map((request) => request.url);
}

async function hints(pathname: string, search = ''): Promise<readonly string[]> {
  const { base } = await stub;
  const backend = {
    apiBase: `${base}/api`,
    proxyBase: `${base}/api/storyblok-proxy`,
    settingsId: SEEDED_CONTENT_IDS.settings,
  };
  return startUpRequestUrls(backend, pathname, Object.fromEntries(new URLSearchParams(search)));
}

describe('the start-up preload hints (docs/decisions/0065-start-up-requests-preloaded.md)', () => {
  // A hint the adapters do not ask for exactly is a wasted download, and a call without a
  // hint waits for the code: the two lists are the same, query strings and all.
  it.each([
    ['/se'],
    ['/se/servering/tallrikar'],
    ['/se/servering/sk%C3%A5lar'],
    ['/no-en/servering'],
    ['/se/middagstallrik-sand'],
    ['/se/search'],
    ['/se/search-tallrik'],
    ['/dk/checkout'],
    ['/se/account/login'],
  ])('name every GET the first start-up at %s makes, and nothing else', async (pathname) => {
    const calls = await firstStartUpCalls(pathname);
    expect([...(await hints(pathname))].sort()).toEqual([...calls].sort());
  });

  it('ask for the route lookup only on the catch-all', async () => {
    const route = (urls: readonly string[]) => urls.filter((url) => url.includes('/route/'));
    expect(route(await hints('/se/servering/tallrikar'))).toHaveLength(1);
    expect(route(await hints('/se/search'))).toEqual([]);
  });

  it('name nothing for an address without a site, nor for the editors preview', async () => {
    expect(await hints('/')).toEqual([]);
    expect(await hints('/not-a-site/x')).toEqual([]);
    expect(await hints('/se', '?_storyblok=1')).toEqual([]);
  });
});
