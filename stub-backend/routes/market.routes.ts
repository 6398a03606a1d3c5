import { Hono } from 'hono';
import { seededMarkets, seededPricelists } from '../../src/adapters/memory/seed/markets.seed';
import { marketBody, pricelistBody } from '../wire';

/** docs/product.md#commerce-backend `/markets` and `/pricelists`, one or all. */
export function marketRoutes(): Hono {
  const app = new Hono();
  app.get('/markets', (c) => c.json(seededMarkets.map(marketBody)));
  app.get('/markets/:id', (c) => {
    const market = seededMarkets.find((m) => m.id === c.req.param('id'));
    return market ? c.json(marketBody(market)) : c.json({ message: 'Market not found' }, 404);
  });
  app.get('/pricelists', (c) => c.json(seededPricelists.map(pricelistBody)));
  app.get('/pricelists/:id', (c) => {
    const pricelist = seededPricelists.find((p) => p.id === c.req.param('id'));
    return pricelist
      ? c.json(pricelistBody(pricelist))
      : c.json({ message: 'Pricelist not found' }, 404);
  });
  return app;
}
