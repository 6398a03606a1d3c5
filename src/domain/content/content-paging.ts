// Page sizes (docs/product.md#backend-calls, docs/product.md#constants-and-limits)
/** Shops are read this many a page. */
export const SHOP_PAGE_SIZE = 100;
/** Translations are read this many a page (`per_page`). */
export const TRANSLATION_PAGE_SIZE = 1000;
/**
 * Links are read this many a page, the CDN API's most for `cdn/links`; without it the API
 * answers 25 a page (docs/product.md#content-service).
 */
export const LINKS_PAGE_SIZE = 1000;

/**
 * The most pages a paged list is read to. A broken `total` header (say 10⁹) would otherwise
 * have the shop send millions of requests; 100 pages of 100 are 10 000 stores.
 */
export const MAX_CONTENT_PAGES = 100;

/**
 * docs/product.md#content-service: the last page is ceil(total / per_page). A list with no usable
 * total or page size (missing header, zero, not a number) has one page: the one already read.
 */
export function lastPage(total: number, perPage: number): number {
  if (!Number.isFinite(total) || !Number.isFinite(perPage) || total <= 0 || perPage < 1) return 1;
  return Math.ceil(total / Math.floor(perPage));
}

/**
 * docs/product.md#content-service stores "paged until the total header count is reached": the page
 * numbers still to read after page 1, at most up to page `maxPages`.
 */
export function remainingPages(
  total: number,
  perPage: number,
  maxPages: number = MAX_CONTENT_PAGES,
): readonly number[] {
  const last = Math.min(lastPage(total, perPage), Math.max(1, Math.floor(maxPages)));
  return Array.from({ length: last - 1 }, (_, index) => index + 2);
}

/**
 * One page of a list the way the CDN API cuts it: pages count from 1, and a page past the end
 * (or a page number below 1) is empty rather than an error.
 */
export function pageOf<T>(entries: readonly T[], page: number, perPage: number): readonly T[] {
  if (!Number.isInteger(page) || !Number.isInteger(perPage) || page < 1 || perPage < 1) return [];
  return entries.slice((page - 1) * perPage, page * perPage);
}
