import { describe, expect, it } from 'vitest';
import { createSearchClient } from '@/adapters/http/search-client';
import { HttpSearchGateway } from '@/adapters/http/search-gateway.http';
import { MemoryCookieJar } from '@/adapters/memory/cookie-jar.memory';
import { MemoryClock } from '@/adapters/memory/clock.memory';
import { MemorySearchGateway } from '@/adapters/memory/search-gateway.memory';
import { IN_STOCK_ONLINE_FILTER } from '@/domain/search/in-stock-filter';
import { autocompleteRequest } from '@/domain/search/autocomplete-request';
import { recommendationsRequest } from '@/domain/search/recommendations-request';
import { valueFilter } from '@/domain/search/search-filter';
import type { Site } from '@/domain/site/site';
import { STUB_SEARCH_KEY } from '../../stub-backend/routes/search.routes';
import { describeSearchGateway, searchFor } from './search-gateway.contract';
import { describeErrorKinds } from './support/error-kinds';
import { CONTRACT_TIMEOUT_MS, faultyMemory, siteContext, stubForThisFile } from './support/sides';

const stub = stubForThisFile();
const clock = new MemoryClock(Date.UTC(2026, 10, 21, 12));
const httpGateway = (base: string, site?: Site) =>
  new HttpSearchGateway(
    createSearchClient({
      searchBase: `${base}/findify`,
      key: STUB_SEARCH_KEY,
      timeoutMs: CONTRACT_TIMEOUT_MS,
    }),
    siteContext(site),
    new MemoryCookieJar(clock),
    clock,
  );
const memoryGateway = (site?: Site) => new MemorySearchGateway(siteContext(site));

describeSearchGateway('memory', async (site) => memoryGateway(site));
describeSearchGateway('http over the stub backend', async (site) =>
  httpGateway(await stub.base(), site),
);

describe('the memory fake and the stub backend answer alike', () => {
  const norway: Site = { country: 'no', language: 'en' };
  it.each([
    [
      'a search with filters and sort',
      searchFor('linen', {
        filters: [valueFilter('color', ['White', 'Sand']), IN_STOCK_ONLINE_FILTER],
        sort: [{ field: 'price', order: 'desc' }],
      }),
    ],
    ['a second page', searchFor('', { offset: 20, limit: 20 })],
  ])('for %s', async (_name, request) => {
    const http = httpGateway(await stub.base(), norway);
    expect(await http.search(request)).toEqual(await memoryGateway(norway).search(request));
  });

  it('for autocomplete and latest items', async () => {
    const http = httpGateway(await stub.base());
    const memory = memoryGateway();
    expect(await http.autocomplete(autocompleteRequest('skål'))).toEqual(
      await memory.autocomplete(autocompleteRequest('skål')),
    );
    expect(await http.recommendations(recommendationsRequest())).toEqual(
      await memory.recommendations(recommendationsRequest()),
    );
  });
});

const memory = faultyMemory('search', () => memoryGateway());
const http = stub.faulty('search', (base) => httpGateway(base));
const calls = {
  'autocomplete()': (gateway: MemorySearchGateway | HttpSearchGateway) =>
    gateway.autocomplete(autocompleteRequest('tallrik')),
  'search()': (gateway: MemorySearchGateway | HttpSearchGateway) =>
    gateway.search(searchFor('tallrik')),
  'recommendations()': (gateway: MemorySearchGateway | HttpSearchGateway) =>
    gateway.recommendations(recommendationsRequest()),
  'feedback()': (gateway: MemorySearchGateway | HttpSearchGateway) =>
    gateway.feedback({ kind: 'click-suggestion', rid: 'search-1', suggestion: 'tallrikar' }),
};
for (const [name, call] of Object.entries(calls)) {
  describeErrorKinds(`memory ${name}`, memory, call);
  describeErrorKinds(`http ${name}`, http, call);
}
