import { describe, expect, it } from 'vitest';
import { HttpCatalogueGateway } from '@/adapters/http/catalogue-gateway.http';
import { createCommerceHttp } from '@/adapters/http/commerce-client';
import { MemoryCatalogueGateway } from '@/adapters/memory/catalogue-gateway.memory';
import type { CatalogueGateway } from '@/application/catalogue/catalogue-gateway.port';
import type { Site } from '@/domain/site/site';
import { describeCatalogueGateway } from './catalogue-gateway.contract';
import { describeErrorKinds } from './support/error-kinds';
import { CONTRACT_TIMEOUT_MS, faultyMemory, siteContext, stubForThisFile } from './support/sides';

const stub = stubForThisFile();
const httpGateway = (base: string, site?: Site) =>
  new HttpCatalogueGateway(
    createCommerceHttp(
      { apiBase: `${base}/api`, timeoutMs: CONTRACT_TIMEOUT_MS },
      siteContext(site),
    ),
  );

describeCatalogueGateway('memory', async (site) => new MemoryCatalogueGateway(siteContext(site)));
describeCatalogueGateway('http over the stub backend', async (site) =>
  httpGateway(await stub.base(), site),
);

describe('CatalogueGateway sides agree', () => {
  it('sends every product over the wire as the memory fake holds it', async () => {
    const site: Site = { country: 'no', language: 'en' };
    const memory = await new MemoryCatalogueGateway(siteContext(site)).products();
    expect(await httpGateway(await stub.base(), site).products()).toEqual(memory);
  });
});

const calls: readonly (readonly [string, (gateway: CatalogueGateway) => Promise<unknown>])[] = [
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

const memory = faultyMemory('catalog', () => new MemoryCatalogueGateway(siteContext()));
const http = stub.faulty('catalog', (base) => httpGateway(base));
for (const [name, call] of calls) {
  describeErrorKinds(`memory ${name}`, memory, call);
  describeErrorKinds(`http ${name}`, http, call);
}
