import { parseSite, type Site } from './site';

/** A URL path split into its first segment (the would-be site prefix) and the rest. */
export interface SplitPath {
  readonly first: string | undefined;
  /** What follows the first segment, starting with `/`, or empty. */
  readonly rest: string;
}

/**
 * docs/product.md#routes: a page is resolved by the path minus its first segment, which is the site
 * prefix. `/no-en/kitchen/bowls` → `{ first: 'no-en', rest: '/kitchen/bowls' }`.
 */
export function splitSitePrefix(pathname: string): SplitPath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (!match) return { first: undefined, rest: '' };
  return { first: match[1], rest: match[2] ?? '' };
}

/**
 * docs/product.md#routes address tidying: the path as the shop writes it — repeated slashes made
 * one (`//se//servering` → `/se/servering`) and the site prefix in lower case (`/SE-EN/x` →
 * `/se-en/x`) when that makes it a site. The rest keeps its case: an order number
 * (`orders/LR-100231`) is not a slug.
 */
export function tidyPath(pathname: string): string {
  const single = `/${pathname.replace(/^\/+/, '')}`.replace(/\/{2,}/g, '/');
  const { first, rest } = splitSitePrefix(single);
  if (first === undefined || first === first.toLowerCase()) return single;
  return parseSite(first.toLowerCase()).ok ? `/${first.toLowerCase()}${rest}` : single;
}

/**
 * docs/product.md#routes, docs/product.md#route-lookup: the path the backend route endpoint is
 * asked about — the page path minus its site prefix, without surrounding slashes
 * (`/no/kitchen/bowls/` → `kitchen/bowls`; the site's start page is the empty path).
 */
export function routeLookupPath(pathname: string): string {
  return splitSitePrefix(pathname).rest.replace(/^\/+|\/+$/g, '');
}

/**
 * The site a path's prefix names, read from the address alone (no market checked), or
 * `undefined` when the prefix is not a site: `/no-en/kitchen` → `{ country: 'no', language: 'en' }`.
 */
export function siteNamedIn(pathname: string): Site | undefined {
  const { first } = splitSitePrefix(pathname);
  const named = first === undefined ? undefined : parseSite(first);
  return named?.ok ? named.value : undefined;
}

/**
 * A URL's path as its shopper wrote it: each segment percent-decoded (`/se/servering/sk%C3%A5lar`
 * → `/se/servering/skålar`), as route lookups and category paths are written. A segment that is
 * not valid percent-encoding is kept as it came (its lookup then finds nothing: a 404).
 */
export function decodedPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
}
