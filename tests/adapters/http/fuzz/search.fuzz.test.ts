import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSearchClient } from '@/adapters/http/search-client';
import { HttpSearchGateway } from '@/adapters/http/search-gateway.http';
import {
  autocompleteResponseSchema,
  feedbackResponseSchema,
  recommendationsResponseSchema,
  searchResponseSchema,
} from '@/adapters/http/schemas/search.schema';
import { MemoryCookieJar } from '@/adapters/memory/cookie-jar.memory';
import { MemoryClock } from '@/adapters/memory/clock.memory';
import { STUB_SEARCH_KEY } from '../../../../stub-backend/routes/search.routes';
import { searchFor } from '../../../contract/search-gateway.contract';
import {
  FuzzWire,
  fuzzAdapter,
  fuzzExtraFields,
  recorded,
  type FuzzedCall,
  FUZZ_TIMEOUT_MS,
} from './fuzz-harness';
import { swedishSite } from './site';

const wire = new FuzzWire();
const client = createSearchClient({
  searchBase: 'http://shop.test/findify/',
  key: STUB_SEARCH_KEY,
  timeoutMs: 1000,
});
wire.under(client.http);
const clock = new MemoryClock(Date.UTC(2026, 10, 21, 9, 30));
const gateway = new HttpSearchGateway(client, swedishSite, new MemoryCookieJar(clock), clock);
let calls: FuzzedCall<HttpSearchGateway>[];

/** The answers read with items left out, and the warnings that said so. */
const drops = { cases: 0, warnings: [] as string[] };
const warn = vi.spyOn(console, 'warn').mockImplementation((line: unknown) => {
  drops.warnings.push(String(line));
});
afterAll(() => warn.mockRestore());

function countingDrops<T>(call: (gateway: HttpSearchGateway) => Promise<T>) {
  return async (gateway: HttpSearchGateway) => {
    const before = drops.warnings.length;
    try {
      return await call(gateway);
    } finally {
      if (drops.warnings.length > before) drops.cases += 1;
    }
  };
}

beforeAll(async () => {
  const request = searchFor('tallrik');
  calls = [
    await recorded(wire, gateway, 'search', (g) => g.search(request), searchResponseSchema),
    await recorded(
      wire,
      gateway,
      'autocomplete',
      (g) => g.autocomplete({ q: 'ta', itemLimit: 6, suggestionLimit: 4 }),
      autocompleteResponseSchema,
    ),
    await recorded(
      wire,
      gateway,
      'recommendations',
      (g) => g.recommendations({ type: 'latest', limit: 4 }),
      recommendationsResponseSchema,
    ),
    await recorded(
      wire,
      gateway,
      'feedback',
      (g) => g.feedback({ kind: 'click-suggestion', rid: 'r', suggestion: 'tallrik' }),
      feedbackResponseSchema,
    ),
  ];
});

describe(
  'HttpSearchGateway on fuzzed bodies (docs/reliability.md#fuzzed-responses)',
  { timeout: FUZZ_TIMEOUT_MS },
  () => {
    it('answers 1,800 generated bodies with results or invalid-response, nothing else', async () => {
      const dropping = calls.map((call) => ({ ...call, call: countingDrops(call.call) }));
      const figures = await fuzzAdapter(dropping, wire, () => gateway, 1_800);
      console.info('search fuzz', { ...figures, withItemsLeftOut: drops.cases });
      // A broken item is left out with a warning, and the rest read (docs/product.md#search-data).
      expect(figures.malformed + drops.cases).toBeGreaterThanOrEqual(1_000);
      expect(drops.cases).toBeGreaterThan(0);
      expect(drops.warnings.every((line) => line.startsWith("Couldn't show search item"))).toBe(
        true,
      );
    });

    it('ignores extra fields (feedback excepted: its answer is `{}` by design, docs/decisions/0071-malformed-responses.md)', async () => {
      const read = calls.filter((call) => call.name !== 'feedback');
      await fuzzExtraFields(read, wire, () => gateway, 100);
    });
  },
);
