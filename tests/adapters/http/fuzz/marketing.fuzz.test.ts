import { describe, expect, it } from 'vitest';
import { HttpMarketingGateway } from '@/adapters/http/marketing-gateway.http';
import { backInStockAnswerSchema } from '@/adapters/http/schemas/marketing.schema';
import { FuzzWire, fuzzAdapter, fuzzExtraFields, recorded, FUZZ_TIMEOUT_MS } from './fuzz-harness';
import { swedishCommerceHttp, swedishSite } from './site';

const wire = new FuzzWire();
const http = swedishCommerceHttp(wire);
const gateway = new HttpMarketingGateway(http, swedishSite);

/**
 * The newsletter answer is not read (docs/product.md#newsletter-and-back-in-stock), so only
 * back-in-stock has a body to break; the newsletter call is fuzzed too, to show it never fails on
 * any 200 body.
 */
describe(
  'HttpMarketingGateway on fuzzed bodies (docs/reliability.md#fuzzed-responses)',
  { timeout: FUZZ_TIMEOUT_MS },
  () => {
    it('answers 1,300 generated back-in-stock bodies with a flag or invalid-response', async () => {
      const call = await recorded(
        wire,
        gateway,
        'subscribeBackInStock',
        (g) => g.subscribeBackInStock('fuzz@example.com', '1'),
        backInStockAnswerSchema,
      );
      const figures = await fuzzAdapter([call], wire, () => gateway, 1_300);
      console.info('marketing fuzz', figures);
      expect(figures.malformed).toBeGreaterThanOrEqual(1_000);
      await fuzzExtraFields([call], wire, () => gateway, 50);
    });

    it('takes any 200 body to a newsletter signup as done', async () => {
      const call = await recorded(wire, gateway, 'subscribeNewsletter', (g) =>
        g.subscribeNewsletter('fuzz@example.com', 'list'),
      );
      const figures = await fuzzAdapter([call], wire, () => gateway, 200);
      expect(figures.malformed).toBe(0);
    });
  },
);
