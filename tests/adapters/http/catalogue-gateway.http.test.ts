import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpCatalogueGateway } from '@/adapters/http/catalogue-gateway.http';
import { createCommerceHttp } from '@/adapters/http/commerce-client';
import type { ProductBody } from '@/adapters/http/schemas/product.schema';
import type { Site } from '@/domain/site/site';
import type { SeenRequest } from '../../../stub-backend/app';
import { siteContext, stubForThisFile } from '../../contract/support/sides';
import { json, startScriptedServer, type ScriptedServer } from '../../support/scripted-server';

const gatewayAt = (base: string, site?: Site) =>
  new HttpCatalogueGateway(
    createCommerceHttp({ apiBase: `${base}/api`, timeoutMs: 1000 }, siteContext(site)),
  );

describe('HttpCatalogueGateway on the wire (docs/product.md#commerce-backend)', () => {
  const stub = stubForThisFile();
  /** What the stub saw during `call`. */
  const seenDuring = async (call: () => Promise<unknown>): Promise<SeenRequest[]> => {
    const { seen } = await stub.stub();
    const before = seen.length;
    await call().catch(() => undefined);
    return seen.slice(before);
  };

  it('sends the site country and language with every call', async () => {
    const gateway = gatewayAt(await stub.base(), { country: 'no', language: 'en' });
    const seen = await seenDuring(() => gateway.products());
    expect(seen).toMatchObject([
      { method: 'GET', path: '/api/products', query: { country: 'no', language: 'en' } },
    ]);
  });

  it('POSTs the ids to filter as {products: [...]}', async () => {
    const gateway = gatewayAt(await stub.base());
    const seen = await seenDuring(() => gateway.filterProducts(['1002', '1001']));
    expect(seen).toMatchObject([{ method: 'POST', path: '/api/products/filter' }]);
    expect(JSON.parse(seen[0]!.body)).toEqual({ products: ['1002', '1001'] });
    expect(seen[0]!.headers['content-type']).toMatch(/^application\/json/);
  });

  it('PUTs to the review settings of the product', async () => {
    const gateway = gatewayAt(await stub.base());
    const seen = await seenDuring(() => gateway.reviewSettings('1001'));
    expect(seen).toMatchObject([{ method: 'PUT', path: '/api/yotpo/settings/1001' }]);
  });

  it('escapes ids and skus into one path segment', async () => {
    const gateway = gatewayAt(await stub.base());
    const seen = await seenDuring(() => gateway.productBySku('A B/C'));
    // The stub decodes all but the slash, which stays inside the one segment.
    expect(seen.map((request) => request.path)).toEqual(['/api/products/sku/A B%2FC']);
    await expect(gateway.productBySku('A B/C')).rejects.toMatchObject({ status: 404 });
  });

  it('is refused by the stub without country and language, or with a malformed filter', async () => {
    const base = await stub.base();
    expect((await fetch(`${base}/api/products`)).status).toBe(400);
    const malformed = await fetch(`${base}/api/products/filter?country=se&language=sv`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids: ['1001'] }),
    });
    expect(malformed.status).toBe(400);
  });
});

describe('HttpCatalogueGateway reading what a backend sends', () => {
  let server: ScriptedServer;
  beforeAll(async () => {
    server = await startScriptedServer();
  });
  afterAll(() => server.close());

  const wireProduct: ProductBody = {
    product: 7,
    uri: 'mugg-sand',
    name: 'Mugg',
    sku: 'LERA-MUGG-SAND',
    silkProduct: 3,
    excerpt: null,
    categories: [10, 14],
    media: [
      { full: '/full.jpg' },
      { original: '/original.jpg', full: '/ignored.jpg', alt: 'A mug' },
      { alt: 'no picture' },
    ],
    items: {
      '7-1': { sku: 'LERA-MUGG-SAND', stockByMarket: { '1': 4 } },
    },
    markets: {
      '1': {
        pricesByPricelist: {
          '19': {
            price: '80 kr',
            priceAsNumber: 80,
            priceBeforeDiscount: '100 kr',
            discountPercent: 20,
          },
        },
      },
      '4': {
        pricesByPricelist: {
          '22': { price: '€9', priceAsNumber: 9, priceBeforeDiscount: '€9' },
        },
      },
    },
  };

  it('maps one product: ids as text, original before full, items by id, prices merged', async () => {
    server.answer(json(200, wireProduct));
    const product = await gatewayAt(server.base).productById('7');
    expect(product).toMatchObject({
      id: '7',
      silkId: '3',
      canonicalUri: 'mugg-sand',
      excerpt: '',
      brandName: '',
      categoryIds: ['10', '14'],
      media: [
        { url: '/full.jpg', alt: 'Mugg' },
        { url: '/original.jpg', alt: 'A mug' },
      ],
      items: [{ id: '7-1', sku: 'LERA-MUGG-SAND', size: '', stockByMarket: { '1': 4 } }],
      badges: [],
    });
    expect(product.pricesByPricelist).toEqual({
      '19': {
        price: '80 kr',
        priceAsNumber: 80,
        priceBeforeDiscount: '100 kr',
        priceBeforeDiscountAsNumber: 100,
        discountPercent: 20,
      },
      '22': {
        price: '€9',
        priceAsNumber: 9,
        priceBeforeDiscount: '€9',
        priceBeforeDiscountAsNumber: 9,
        discountPercent: 0,
      },
    });
  });

  it('reads categories, filters and review settings, filling what may be left out', async () => {
    const gateway = gatewayAt(server.base);
    server.answer(
      json(200, [{ category: 11, name: 'Tallrikar', uri: 'servering/tallrikar', parent: 10 }]),
    );
    expect(await gateway.categories()).toEqual([
      {
        id: '11',
        name: 'Tallrikar',
        label: 'Tallrikar',
        uri: 'servering/tallrikar',
        parentId: '10',
      },
    ]);
    server.answer(
      json(200, [
        { findify_key: 'size', values: [250, 'M'] },
        {
          findify_key: 'category2',
          label: 'Subcategory',
          type: 'category',
          values: [
            { value: 'Tallrikar', label: 'Plates' },
            { value: 'Skålar', label: null },
            { value: 11, label: ' ' },
          ],
        },
      ]),
    );
    expect(await gateway.filterMetadata()).toEqual([
      {
        findifyKey: 'size',
        label: 'size',
        type: 'text',
        values: [
          { value: '250', label: '250' },
          { value: 'M', label: 'M' },
        ],
      },
      {
        findifyKey: 'category2',
        label: 'Subcategory',
        type: 'category',
        values: [
          { value: 'Tallrikar', label: 'Plates' },
          { value: 'Skålar', label: 'Skålar' },
          { value: '11', label: '11' },
        ],
      },
    ]);
    server.answer(json(200, { enabled: true, app_key: 'key' }));
    expect(await gateway.reviewSettings('7')).toEqual({
      productId: '7',
      enabled: true,
      appKey: 'key',
    });
  });

  it('turns a product without items, or a list that is not one, into invalid-response', async () => {
    const { items: _items, ...withoutItems } = wireProduct;
    server.answer(json(200, withoutItems));
    await expect(gatewayAt(server.base).productByUri('mugg-sand')).rejects.toMatchObject({
      kind: 'invalid-response',
    });
    server.answer(json(200, wireProduct));
    await expect(gatewayAt(server.base).products()).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });
});
