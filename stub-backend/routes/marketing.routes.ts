import { Hono } from 'hono';
import { GatewayError } from '../../src/application/shared/gateway-error';
import type { SiteContext } from '../../src/application/shared/site-context.port';
import {
  backInStockSubscriptionSchema,
  newsletterSubscriptionSchema,
  type BackInStockAnswerBody,
} from '../../src/adapters/http/schemas/marketing.schema';
import {
  emptySubscriptionLog,
  MemoryMarketingGateway,
} from '../../src/adapters/memory/marketing-gateway.memory';
import { isLanguage } from '../../src/domain/site/site';
import { answer, readBody } from '../answer';

/**
 * docs/product.md#newsletter-and-back-in-stock under `/api/klaviyo`, answered by the memory fake
 * with the site the body names; one log of sign-ups for the stub's whole life.
 */
export function marketingRoutes(log = emptySubscriptionLog()): Hono {
  const app = new Hono();
  const marketing = (codes: { countryCode: string; languageCode: string }) =>
    new MemoryMarketingGateway(siteOf(codes), log);

  app.post('/klaviyo/newsletter-subscribe/:email', (c) =>
    answer(c, async () => {
      const body = await readBody(c, newsletterSubscriptionSchema);
      await marketing(body).subscribeNewsletter(c.req.param('email'), body.list);
      return { success: true };
    }),
  );
  app.post('/klaviyo/back-in-stock-subscription/:email', (c) =>
    answer(c, async (): Promise<BackInStockAnswerBody> => {
      const body = await readBody(c, backInStockSubscriptionSchema);
      const email = c.req.param('email');
      return { success: await marketing(body).subscribeBackInStock(email, body.itemId) };
    }),
  );
  return app;
}

function siteOf(codes: { countryCode: string; languageCode: string }): SiteContext {
  const { countryCode, languageCode } = codes;
  if (!/^[A-Z]{2}$/.test(countryCode) || !isLanguage(languageCode)) {
    const text = `Unknown countryCode ${countryCode} or languageCode ${languageCode}`;
    throw new GatewayError('status', text, { status: 400, responseText: text });
  }
  const site = { country: countryCode.toLowerCase(), language: languageCode };
  return { site, isPreview: false, current: undefined };
}
