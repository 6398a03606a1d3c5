import { Hono } from 'hono';
import { seededMarkets, seededPricelists } from '../src/adapters/memory/seed/markets.seed';
import { seededTranslations } from '../src/adapters/memory/seed/translations.seed';
import { isLanguage } from '../src/domain/site/site';
import { datasourceEntriesBody, marketBody, pricelistBody } from './wire';

/** One request as the stub saw it, so tests can check what the adapters send. */
export interface SeenRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
}

/**
 * The shop's own backend (SPEC §7) over the seeded data: the paths the HTTP adapters call,
 * so they run over real sockets in tests and in `dev:http`.
 */
export function createStubBackend(seen: SeenRequest[] = []): Hono {
  const app = new Hono();

  app.use(async (c, next) => {
    seen.push({ method: c.req.method, path: c.req.path, query: c.req.query() });
    await next();
  });

  app.get('/api/markets', (c) => c.json(seededMarkets.map(marketBody)));
  app.get('/api/markets/:id', (c) => {
    const market = seededMarkets.find((m) => m.id === c.req.param('id'));
    return market ? c.json(marketBody(market)) : c.json({ message: 'Market not found' }, 404);
  });
  app.get('/api/pricelists', (c) => c.json(seededPricelists.map(pricelistBody)));
  app.get('/api/pricelists/:id', (c) => {
    const pricelist = seededPricelists.find((p) => p.id === c.req.param('id'));
    return pricelist
      ? c.json(pricelistBody(pricelist))
      : c.json({ message: 'Pricelist not found' }, 404);
  });

  app.get('/api/storyblok-proxy/cdn/datasource_entries', (c) => {
    const { datasource, dimension } = c.req.query();
    if (datasource !== 'ui-element-translations') return c.json({ datasource_entries: [] });
    const dictionary = dimension && isLanguage(dimension) ? seededTranslations[dimension] : {};
    return c.json(datasourceEntriesBody(dictionary));
  });

  return app;
}
