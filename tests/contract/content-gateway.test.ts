import { describe, expect, it } from 'vitest';
import { createContentClient } from '@/adapters/http/content-client';
import { HttpContentGateway } from '@/adapters/http/content-gateway.http';
import { MemoryContentGateway } from '@/adapters/memory/content-gateway.memory';
import type { ContentSeed } from '@/adapters/memory/seed/content/content-seed';
import type { ContentGateway } from '@/application/content/content-gateway.port';
import { contentWithShops, SEEDED_CONTENT } from '../support/content-seeds';
import { describeContentGateway } from './content-gateway.contract';
import { contentStubsForThisFile } from './support/content-stub';
import { describeErrorKinds } from './support/error-kinds';
import { CONTRACT_TIMEOUT_MS, faultyMemory, stubForThisFile } from './support/sides';

const stub = stubForThisFile();
const contentStub = contentStubsForThisFile();
const timeoutSeconds = CONTRACT_TIMEOUT_MS / 1000;

const httpGateway = (proxyBase: string, preview = false) =>
  new HttpContentGateway(createContentClient({ proxyBase, timeoutSeconds }), {
    isPreview: preview,
  });

const overHttp = async (seed: ContentSeed, options: { preview?: boolean } = {}) =>
  httpGateway((await contentStub(seed)).proxyBase, options.preview);

describeContentGateway('memory', async (seed, options = {}) => {
  return new MemoryContentGateway(seed, { isPreview: options.preview ?? false });
});
describeContentGateway('http over the stub backend', overHttp);

describe('the HTTP adapter and the memory fake give the same content', () => {
  const calls: Record<string, (gateway: ContentGateway) => Promise<unknown>> = {
    footer: (gateway) => gateway.footer('sv'),
    settings: (gateway) => gateway.settings('en'),
    notFoundPage: (gateway) => gateway.notFoundPage('sv'),
    notices: (gateway) => gateway.notices('en'),
    shops: (gateway) => gateway.shops(),
    baseProductInformation: (gateway) =>
      gateway.baseProductInformation('sv', ['LERA-MIDDAGSTALLRIK', 'LERA-LINNEDUK']),
    links: (gateway) => gateway.links(),
    mainMenu: (gateway) => gateway.menu('sv', 'main-menu'),
    secondaryMenu: (gateway) => gateway.menu('en', 'secondary-menu'),
    sizeGuide: (gateway) => gateway.sizeGuide('en', 'textiles'),
    sizeGuideNames: (gateway) => gateway.sizeGuideNames('en'),
    home: (gateway) => gateway.page('en', ''),
  };
  it.each(Object.entries(calls))('%s', async (_name, call) => {
    const expected = await call(new MemoryContentGateway(SEEDED_CONTENT));
    expect(await call(await overHttp(SEEDED_CONTENT))).toEqual(expected);
  });
});

describe('what the HTTP adapter asks the CDN API (docs/product.md#content-service)', () => {
  const askedFor = async (
    seed: ContentSeed,
    call: (gateway: ContentGateway) => Promise<unknown>,
  ) => {
    const running = await contentStub(seed);
    const before = running.seen.length;
    await call(httpGateway(running.proxyBase));
    return running.seen.slice(before);
  };

  it('reads stores 100 a page, pages 1, 2 and 3 for 230 stores', async () => {
    const seen = await askedFor(contentWithShops(230), (gateway) => gateway.shops());
    expect(seen.map((request) => request.query['page']).sort()).toEqual(['1', '2', '3']);
    for (const request of seen) {
      expect(request.query).toMatchObject({
        starts_with: 'shared-content/stores/',
        per_page: '100',
      });
    }
  });

  it('filters base product information by mother sku in bracket form', async () => {
    const [request] = await askedFor(SEEDED_CONTENT, (gateway) =>
      gateway.baseProductInformation('sv', ['LERA-MUGG', 'LERA-SKAL']),
    );
    expect(request?.query).toMatchObject({
      starts_with: 'sv/shared-content/base-product-information/',
      'filter_query[motherSku][in]': 'LERA-MUGG,LERA-SKAL',
    });
  });

  it('lists the size guides without their texts and tables, which come by name', async () => {
    const [request] = await askedFor(SEEDED_CONTENT, (gateway) => gateway.sizeGuideNames('en'));
    expect(request?.path).toBe('/api/storyblok-proxy/cdn/stories');
    expect(request?.query).toMatchObject({
      starts_with: 'shared-content/size-guide/',
      language: 'en',
      excluding_fields: 'title,intro,tables',
    });
  });

  it('asks the footer with its menus resolved, and settings by id in the language', async () => {
    const [footer] = await askedFor(SEEDED_CONTENT, (gateway) => gateway.footer('en'));
    expect(footer?.query).toMatchObject({
      starts_with: 'en/shared-content/footer',
      resolve_relations: 'footer.menus',
    });
    const [settings] = await askedFor(SEEDED_CONTENT, (gateway) => gateway.settings('en'));
    expect(settings?.path).toBe(`/api/storyblok-proxy/cdn/stories/${SEEDED_CONTENT.ids.settings}`);
    expect(settings?.query).toMatchObject({ language: 'en', version: 'published' });
  });

  it('asks for drafts in preview mode, published stories otherwise', async () => {
    const running = await contentStub(SEEDED_CONTENT);
    const before = running.seen.length;
    await httpGateway(running.proxyBase, true).page('sv', '');
    await httpGateway(running.proxyBase, false).page('sv', '');
    expect(running.seen.slice(before).map((request) => request.query['version'])).toEqual([
      'draft',
      'published',
    ]);
  });

  it('is mounted in the stub backend over the seeded shop', async () => {
    const gateway = httpGateway(`${await stub.base()}/api/storyblok-proxy`);
    expect((await gateway.page('sv', '')).fullSlug).toBe('sv/');
    expect((await gateway.shops()).length).toBeGreaterThanOrEqual(12);
    await expect(gateway.page('sv', 'finns-inte')).rejects.toMatchObject({ status: 404 });
  });
});

const memory = faultyMemory('content', () => new MemoryContentGateway(SEEDED_CONTENT));
const http = stub.faulty('content', (base) => httpGateway(`${base}/api/storyblok-proxy`));
const everyCall: readonly (readonly [string, (gateway: ContentGateway) => Promise<unknown>])[] = [
  ['translations()', (gateway) => gateway.translations('sv')],
  ['footer()', (gateway) => gateway.footer('sv')],
  ['settings()', (gateway) => gateway.settings('sv')],
  ['notFoundPage()', (gateway) => gateway.notFoundPage('en')],
  ['notices()', (gateway) => gateway.notices('sv')],
  ['shops()', (gateway) => gateway.shops()],
  ['baseProductInformation()', (gateway) => gateway.baseProductInformation('sv', ['LERA-MUGG'])],
  ['links()', (gateway) => gateway.links()],
  ['menu()', (gateway) => gateway.menu('sv', 'main-menu')],
  ['sizeGuide()', (gateway) => gateway.sizeGuide('sv', 'plates')],
  ['sizeGuideNames()', (gateway) => gateway.sizeGuideNames('en')],
  ['page()', (gateway) => gateway.page('sv', 'om-oss')],
];
for (const [name, call] of everyCall) {
  describeErrorKinds(`memory ${name}`, memory, call);
  describeErrorKinds(`http ${name}`, http, call);
}
