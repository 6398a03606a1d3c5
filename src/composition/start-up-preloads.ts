import { preloadFetches } from '@/adapters/browser/fetch-preloads';
import { startUpRequestUrls, type StartUpBackend } from '@/adapters/http/start-up-requests';

/**
 * In http mode, the start-up's calls for the page's address asked for from index.html,
 * before the code that makes them has arrived (scripts/start-hints.ts inlines this with the
 * build's backend). The start-up then finds its answers on their way, a round trip or two
 * sooner on a phone.
 */
export function preloadStartUp(backend: StartUpBackend, location: Location, document: Document) {
  const query = Object.fromEntries(new URLSearchParams(location.search));
  preloadFetches(document, startUpRequestUrls(backend, location.pathname, query));
}
