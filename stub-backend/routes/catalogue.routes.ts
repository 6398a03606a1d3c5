import { Hono, type Context } from 'hono';
import { MemoryCatalogueGateway } from '../../src/adapters/memory/catalogue-gateway.memory';
import { filterRequestSchema } from '../../src/adapters/http/schemas/product.schema';
import type { CatalogueSeed } from '../../src/adapters/memory/seed/catalogue/catalogue.seed';
import { GatewayError } from '../../src/application/shared/gateway-error';
import type { SiteContext } from '../../src/application/shared/site-context.port';
import type { Product } from '../../src/domain/catalogue/product';
import { isLanguage } from '../../src/domain/site/site';
import { answer, readBody } from '../answer';
import {
  categoryBody,
  filterMetadataBody,
  productBody,
  reviewSettingsBody,
} from '../wire/catalogue.wire';

/**
 * docs/product.md#commerce-backend products, categories, filter metadata and review settings,
 * answered by the memory fake built per request for the request's `country` and `language`, so the
 * stub shows the same market and texts the browser's fake does.
 */
export function catalogueRoutes(seed: CatalogueSeed): Hono {
  const app = new Hono();
  const catalogue = (c: Context) => new MemoryCatalogueGateway(siteContextOf(c), seed);
  const products = (list: readonly Product[]) => list.map(productBody);

  app.get('/products', (c) => answer(c, async () => products(await catalogue(c).products())));
  app.get('/products/categories/:id', (c) =>
    answer(c, async () => products(await catalogue(c).productsInCategory(c.req.param('id')))),
  );
  app.post('/products/filter', (c) =>
    answer(c, async () => {
      const { products: ids } = await readBody(c, filterRequestSchema);
      return products(await catalogue(c).filterProducts(ids.map(String)));
    }),
  );
  app.get('/products/silk-product/:id', (c) =>
    answer(c, async () => products(await catalogue(c).silkProducts(c.req.param('id')))),
  );
  app.get('/products/id/:id', (c) =>
    answer(c, async () => productBody(await catalogue(c).productById(c.req.param('id')))),
  );
  app.get('/products/uri/:uri', (c) =>
    answer(c, async () => productBody(await catalogue(c).productByUri(c.req.param('uri')))),
  );
  app.get('/products/sku/:sku', (c) =>
    answer(c, async () => productBody(await catalogue(c).productBySku(c.req.param('sku')))),
  );
  app.get('/categories', (c) =>
    answer(c, async () => (await catalogue(c).categories()).map(categoryBody)),
  );
  app.get('/categories/markets/:id', (c) =>
    answer(c, async () =>
      (await catalogue(c).categoriesInMarket(c.req.param('id'))).map(categoryBody),
    ),
  );
  app.get('/categories/:id', (c) =>
    answer(c, async () => categoryBody(await catalogue(c).category(c.req.param('id')))),
  );
  app.get('/findify/storyblok-plugin-data', (c) =>
    answer(c, async () => (await catalogue(c).filterMetadata()).map(filterMetadataBody)),
  );
  app.put('/yotpo/settings/:id', (c) =>
    answer(c, async () => reviewSettingsBody(await catalogue(c).reviewSettings(c.req.param('id')))),
  );
  return app;
}

/**
 * docs/product.md#commerce-backend: every commerce call carries `country` and `language`; without
 * them it is a 400.
 */
function siteContextOf(c: Context): SiteContext {
  const { country, language } = c.req.query();
  if (!country || !language || !isLanguage(language)) {
    const text = `country and language are required, not ${country} and ${language}`;
    throw new GatewayError('status', text, { status: 400, responseText: text });
  }
  return {
    site: { country: country.toLowerCase(), language },
    isPreview: false,
    current: undefined,
  };
}
