import { Hono } from 'hono';
import { seededTranslations } from '../../src/adapters/memory/seed/translations.seed';
import { isLanguage } from '../../src/domain/site/site';
import { datasourceEntriesBody } from '../wire';

/** SPEC §7 Content service, in the shape of the CDN API behind `/api/storyblok-proxy/`. */
export function contentRoutes(): Hono {
  const app = new Hono();
  app.get('/cdn/datasource_entries', (c) => {
    const { datasource, dimension } = c.req.query();
    if (datasource !== 'ui-element-translations') return c.json({ datasource_entries: [] });
    const dictionary = dimension && isLanguage(dimension) ? seededTranslations[dimension] : {};
    return c.json(datasourceEntriesBody(dictionary));
  });
  return app;
}
