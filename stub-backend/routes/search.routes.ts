import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as z from 'zod/mini';
import {
  autocompleteRequestSchema,
  feedbackRequestSchema,
  recommendationsRequestSchema,
  searchRequestSchema,
} from '../../src/adapters/http/schemas/search-request.schema';
import { MemorySearchGateway } from '../../src/adapters/memory/search-gateway.memory';
import type { SearchIndex } from '../../src/adapters/memory/search/indexed-catalogue';
import { seededSearchIndex } from '../../src/adapters/memory/search/search-index';
import { GatewayError } from '../../src/application/shared/gateway-error';
import type { SiteContext } from '../../src/application/shared/site-context.port';
import { DEFAULT_SITE, defaultLanguage, isLanguage, type Site } from '../../src/domain/site/site';
import {
  autocompleteResponseBody,
  recommendationsResponseBody,
  searchResponseBody,
  toAutocompleteRequest,
  toRecommendationsRequest,
  toSearchFeedback,
  toSearchRequest,
} from '../wire/search.wire';

/** The merchant key the stub's search provider answers to (`VITE_SHOP_SEARCH_KEY` in dev:http). */
export const STUB_SEARCH_KEY = 'stub-search-key';

type RequestContext = { locale?: string | undefined; region?: string | undefined } | undefined;

/**
 * The search provider (docs/product.md#search-provider) under `/findify`: `POST
 * /v4/{key}/autocomplete | search | recommend/items/newest | feedback`, answered by the memory
 * index in the market of the body's `context` (region, and the locale's language). A wrong key
 * is refused with 401 and a body the provider would not take with 400, as the provider does.
 * `index` defaults to the curated catalogue's; pass `seededSearchIndex(5000)` for scale.
 */
export function searchRoutes(options: { index?: SearchIndex; key?: string } = {}): Hono {
  const { index = seededSearchIndex(), key = STUB_SEARCH_KEY } = options;
  const app = new Hono();

  /** One endpoint: the key checked, the body parsed, the memory fake asked, its answer written. */
  function endpoint<S extends z.ZodMiniType<{ key: string; context?: RequestContext }>>(
    path: string,
    schema: S,
    answer: (gateway: MemorySearchGateway, body: z.output<S>) => Promise<object>,
  ): void {
    app.post(`/v4/:key${path}`, async (c) => {
      if (c.req.param('key') !== key) return c.json({ error: 'Invalid key' }, 401);
      const parsed = z.safeParse(schema, await c.req.json().catch(() => undefined));
      if (!parsed.success) return c.json({ error: z.prettifyError(parsed.error) }, 400);
      if (parsed.data.key !== key) return c.json({ error: 'Invalid key' }, 401);
      try {
        const gateway = new MemorySearchGateway(siteContext(parsed.data.context), index);
        return c.json(await answer(gateway, parsed.data));
      } catch (error) {
        return refusal(c, error);
      }
    });
  }

  endpoint('/autocomplete', autocompleteRequestSchema, async (gateway, body) =>
    autocompleteResponseBody(await gateway.autocomplete(toAutocompleteRequest(body))),
  );
  endpoint('/search', searchRequestSchema, async (gateway, body) =>
    searchResponseBody(await gateway.search(toSearchRequest(body))),
  );
  endpoint('/recommend/items/newest', recommendationsRequestSchema, async (gateway, body) =>
    recommendationsResponseBody(await gateway.recommendations(toRecommendationsRequest(body))),
  );
  endpoint('/feedback', feedbackRequestSchema, async (gateway, body) => {
    await gateway.feedback(toSearchFeedback(body));
    return {};
  });
  return app;
}

/** The market of a request: `region` is the country, the locale's first part the language. */
function siteContext(context: RequestContext): SiteContext {
  const country = context?.region?.toLowerCase() || DEFAULT_SITE.country;
  const language = context?.locale?.split('-')[0]?.toLowerCase() ?? '';
  const site: Site = {
    country,
    language: isLanguage(language) ? language : defaultLanguage(country),
  };
  return { site, isPreview: false, current: undefined };
}

function refusal(c: Context, error: unknown): Response {
  if (error instanceof GatewayError && error.status !== undefined) {
    return c.json(
      { error: error.details.responseText ?? error.message },
      error.status as ContentfulStatusCode,
    );
  }
  throw error;
}
