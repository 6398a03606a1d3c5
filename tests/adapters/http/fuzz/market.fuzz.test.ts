import { beforeAll, describe, expect, it } from 'vitest';
import { HttpMarketGateway } from '@/adapters/http/market-gateway.http';
import {
  marketSchema,
  marketsSchema,
  pricelistSchema,
  pricelistsSchema,
} from '@/adapters/http/schemas/market.schema';
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
const gateway = new HttpMarketGateway(http);
let calls: FuzzedCall<HttpMarketGateway>[];

beforeAll(async () => {
  const markets = await gateway.markets();
  const pricelists = await gateway.pricelists();
  calls = [
    await recorded(wire, gateway, 'markets', (g) => g.markets(), marketsSchema),
    await recorded(wire, gateway, 'market', (g) => g.market(markets[0]!.id), marketSchema),
    await recorded(wire, gateway, 'pricelists', (g) => g.pricelists(), pricelistsSchema),
    await recorded(
      wire,
      gateway,
      'pricelist',
      (g) => g.pricelist(pricelists[0]!.id),
      pricelistSchema,
    ),
  ];
});

describe(
  'HttpMarketGateway on fuzzed bodies (docs/reliability.md#fuzzed-responses)',
  { timeout: FUZZ_TIMEOUT_MS },
  () => {
    it('answers 1,400 malformed bodies with invalid-response and nothing else', async () => {
      const figures = await fuzzAdapter(calls, wire, () => gateway, 1_400);
      console.info('market fuzz', figures);
      expect(figures.malformed).toBeGreaterThanOrEqual(1_000);
    });

    it('ignores extra fields', async () => {
      await fuzzExtraFields(calls, wire, () => gateway, 100);
    });
  },
);
