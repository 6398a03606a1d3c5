import { MemoryMarketGateway } from '@/adapters/memory/market-gateway.memory';
import type { SearchGateway } from '@/application/search/search-gateway.port';
import { SiteStore } from '@/application/site/site.store';
import type { AutocompleteRequest } from '@/domain/search/autocomplete-request';
import type { SearchRequest } from '@/domain/search/search-request';

interface Held<R> {
  readonly request: R;
  readonly release: () => Promise<void>;
}

/** A search gateway whose search and autocomplete answers wait until the test releases them. */
export function held(gateway: SearchGateway) {
  const searches: Held<SearchRequest>[] = [];
  const autocompletes: Held<AutocompleteRequest>[] = [];
  const hold = <R, A>(queue: Held<R>[], run: () => Promise<A>, request: R) =>
    new Promise<A>((resolve, reject) => {
      queue.push({ request, release: () => run().then(resolve, reject) });
    });
  const wrapped: SearchGateway = {
    search: (request) => hold(searches, () => gateway.search(request), request),
    autocomplete: (request) => hold(autocompletes, () => gateway.autocomplete(request), request),
    recommendations: (request) => gateway.recommendations(request),
    feedback: (event) => gateway.feedback(event),
  };
  return { wrapped, searches, autocompletes };
}

/** A SiteStore with the markets loaded and the Swedish site set, as market-dependent fakes need. */
export async function swedishSite(): Promise<SiteStore> {
  const sites = new SiteStore(new MemoryMarketGateway());
  await sites.loadMarkets();
  sites.setSite({ country: 'se', language: 'sv' });
  return sites;
}
