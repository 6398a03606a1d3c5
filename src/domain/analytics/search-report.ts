import { search, type SearchEvent } from './page-events';

/**
 * docs/product.md#other-calls search: the event for a search the shopper typed, with how many
 * products it found; `null` for a blank term, which is browsing everything rather than a search.
 */
export function searchReport(q: string, total: number): SearchEvent | null {
  return q.trim() === '' ? null : search(q, total);
}
