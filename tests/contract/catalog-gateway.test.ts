import { describe, expect, it } from 'vitest';
import { HttpCatalogGateway } from '@/adapters/http/catalog-gateway.http';
import { createCommerceHttp } from '@/adapters/http/commerce-client';
import { MemoryCatalogGateway } from '@/adapters/memory/catalog-gateway.memory';
import type { CatalogGateway } from '@/application/catalogue/catalogue-gateway.port';
import type { Site } from '@/domain/site/site';
import { describeCatalogGateway } from './catalog-gateway.contract';
import { describeErrorKinds } from './support/error-kinds';
import { CONTRACT_TIMEOUT_MS, faultyMemory, siteContext, stubForThisFile } from './support/sides';

const stub = stubForThisFile();
const httpGateway = (base: string, site?: Site) =>
  new HttpCatalogGateway(
    createCommerceHttp(
      { apiBase: `${base}/api`, timeoutMs: CONTRACT_TIMEOUT_MS },
      siteContext(site),
    ),
  );

describeCatalogGateway('memory', async (site) => new MemoryCatalogGateway(siteContext(site)));
describeCatalogGateway('http over the stub backend', async (site) =>
  httpGateway(await stub.base(), site),
);

describe('CatalogGateway sides agree', () => {
  it('sends every product over the wire as the memory fake holds it', async () => {
    const site: Site = { country: 'no', language: 'en' };
    const memory = await new MemoryCatalogGateway(siteContext(site)).products();
    expect(await httpGateway(await stub.base(), site).products()).toEqual(memory);
  });
});

const calls: readonly (readonly [string, (gateway: CatalogGateway) => Promise<unknown>])[] = [
  ['products()', (gateway) => gateway.products()],
  ['productsInCategory()', (gateway) => gateway.productsInCategory('11')],
  ['filterProducts()', (gateway) => gateway.filterProducts(['1001'])],
  ['silkProducts()', (gateway) => gateway.silkProducts('silk-mugg-1')],
  ['productById()', (gateway) => gateway.productById('1001')],
  ['productByUri()', (gateway) => gateway.productByUri('mugg-sand')],
  ['productBySku()', (gateway) => gateway.productBySku('LERA-MUGG-SAND')],
  ['categories()', (gateway) => gateway.categories()],
  ['category()', (gateway) => gateway.category('11')],
  ['categoriesInMarket()', (gateway) => gateway.categoriesInMarket('1')],
  ['filterMetadata()', (gateway) => gateway.filterMetadata()],
  ['reviewSettings()', (gateway) => gateway.reviewSettings('1001')],
];

const memory = faultyMemory('catalog', () => new MemoryCatalogGateway(siteContext()));
const http = stub.faulty('catalog', (base) => httpGateway(base));
for (const [name, call] of calls) {
  describeErrorKinds(`memory ${name}`, memory, call);
  describeErrorKinds(`http ${name}`, http, call);
}
