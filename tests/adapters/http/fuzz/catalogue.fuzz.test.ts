import { beforeAll, describe, expect, it } from 'vitest';
import { HttpCatalogueGateway } from '@/adapters/http/catalogue-gateway.http';
import {
  filterMetadataListSchema,
  reviewSettingsSchema,
} from '@/adapters/http/schemas/catalogue-settings.schema';
import { categoriesSchema, categorySchema } from '@/adapters/http/schemas/category.schema';
import { productSchema, productsSchema } from '@/adapters/http/schemas/product.schema';
import {
  FuzzWire,
  fuzzAdapter,
  fuzzExtraFields,
  recorded,
  type FuzzedCall,
  FUZZ_TIMEOUT_MS,
} from './fuzz-harness';
import { swedishCommerceHttp } from './site';

const wire = new FuzzWire();
const http = swedishCommerceHttp(wire);
const gateway = new HttpCatalogueGateway(http);
let calls: FuzzedCall<HttpCatalogueGateway>[];

beforeAll(async () => {
  const [product] = await gateway.products();
  const [category] = await gateway.categories();
  const id = product!.id;
  calls = [
    await recorded(wire, gateway, 'products', (g) => g.products(), productsSchema),
    await recorded(
      wire,
      gateway,
      'productsInCategory',
      (g) => g.productsInCategory(category!.id),
      productsSchema,
    ),
    await recorded(wire, gateway, 'filterProducts', (g) => g.filterProducts([id]), productsSchema),
    await recorded(wire, gateway, 'productById', (g) => g.productById(id), productSchema),
    await recorded(
      wire,
      gateway,
      'productByUri',
      (g) => g.productByUri(product!.uri),
      productSchema,
    ),
    await recorded(
      wire,
      gateway,
      'productBySku',
      (g) => g.productBySku(product!.sku),
      productSchema,
    ),
    await recorded(wire, gateway, 'categories', (g) => g.categories(), categoriesSchema),
    await recorded(wire, gateway, 'category', (g) => g.category(category!.id), categorySchema),
    await recorded(
      wire,
      gateway,
      'filterMetadata',
      (g) => g.filterMetadata(),
      filterMetadataListSchema,
    ),
    await recorded(
      wire,
      gateway,
      'reviewSettings',
      (g) => g.reviewSettings(id),
      reviewSettingsSchema,
    ),
  ];
});

describe(
  'HttpCatalogueGateway on fuzzed bodies (docs/reliability.md#fuzzed-responses)',
  { timeout: FUZZ_TIMEOUT_MS },
  () => {
    it('answers 1,300 generated bodies with the product or invalid-response, nothing else', async () => {
      const figures = await fuzzAdapter(calls, wire, () => gateway, 1_300);
      console.info('catalogue fuzz', figures);
      expect(figures.malformed).toBeGreaterThanOrEqual(1_000);
    });

    it('ignores extra fields', async () => {
      await fuzzExtraFields(calls, wire, () => gateway, 100);
    });
  },
);
