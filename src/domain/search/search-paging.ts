import { FIRST_PAGE, type NamedQuery } from './named-query';
import type { SearchMeta } from './search-response';

/** docs/product.md#search-provider: offset = (page − 1) × limit + the initial offset. */
export function pageOffset(page: number, limit: number, initialOffset: number): number {
  return (page - FIRST_PAGE) * limit + initialOffset;
}

/** Moves the query to `page` (1 or more; anything else is a bug and throws). */
export function goToPage(state: NamedQuery, page: number): NamedQuery {
  if (!Number.isInteger(page) || page < FIRST_PAGE) throw new RangeError(`Invalid page ${page}`);
  const offset = pageOffset(page, state.query.limit, state.initialOffset);
  return { ...state, currentPage: page, query: { ...state.query, offset } };
}

/** docs/product.md#filters-and-sort: every filter change returns to page 1. */
export function firstPage(state: NamedQuery): NamedQuery {
  return goToPage(state, FIRST_PAGE);
}

/**
 * docs/product.md#filters-and-sort: loading more requests the next page; on the last page there is
 * nothing more.
 */
export function nextPage(state: NamedQuery): NamedQuery {
  return state.isLastPage ? state : goToPage(state, state.currentPage + 1);
}

/**
 * docs/product.md#search-provider: a response is the last page when it reaches the total, or when
 * it holds fewer items than asked for (the provider has run out, whatever its total says).
 */
export function isLastPage(
  meta: Pick<SearchMeta, 'total' | 'offset' | 'limit'>,
  itemCount: number,
): boolean {
  return meta.offset + itemCount >= meta.total || itemCount < meta.limit;
}
