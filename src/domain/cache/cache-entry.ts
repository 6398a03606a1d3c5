import { err, ok, type Result } from '@/domain/result';

/** docs/product.md#response-cache status. */
export type CacheStatus = 'notLoaded' | 'loading' | 'success' | 'error';

/**
 * docs/product.md#response-cache: url, status, response, receivedAt. Only a success carries a
 * response; success and error carry the time (epoch ms) the answer came. An error keeps the
 * HTTP status when the failure had one, so a page can tell a missing product (404) from an
 * outage (docs/product.md#errors route errors).
 */
export type CacheEntry<R> =
  | { readonly url: string; readonly status: 'notLoaded' }
  | { readonly url: string; readonly status: 'loading' }
  | {
      readonly url: string;
      readonly status: 'success';
      readonly response: R;
      readonly receivedAt: number;
    }
  | {
      readonly url: string;
      readonly status: 'error';
      readonly receivedAt: number;
      readonly httpStatus?: number;
    };

/** What can happen to a cached request: it starts, or it answers, or it fails. */
export type CacheEvent<R> =
  | { readonly type: 'start' }
  | { readonly type: 'succeed'; readonly response: R; readonly receivedAt: number }
  | { readonly type: 'fail'; readonly receivedAt: number; readonly httpStatus?: number };

export interface IllegalCacheTransition {
  readonly kind: 'cache/illegal-transition';
  readonly url: string;
  readonly from: CacheStatus;
  readonly event: CacheEvent<unknown>['type'];
}

/**
 * docs/product.md#response-cache: notLoaded → loading on fetch start, loading → success or error.
 * A failed URL may start again (docs/product.md#response-cache only spares *loaded* URLs a
 * refetch); a success is final.
 */
const ALLOWED: Readonly<Record<CacheStatus, readonly CacheEvent<unknown>['type'][]>> = {
  notLoaded: ['start'],
  loading: ['succeed', 'fail'],
  success: [],
  error: ['start'],
};

/** The entry of a URL nothing has been asked about yet. */
export function notLoaded<R>(url: string): CacheEntry<R> {
  return { url, status: 'notLoaded' };
}

/**
 * docs/product.md#response-cache: moves an entry along its state machine. Any other step (a second
 * start while loading, an answer nobody waited for, anything after success) is refused as a
 * value, so a late or duplicate answer can never overwrite a good one.
 */
export function advanceEntry<R>(
  entry: CacheEntry<R>,
  event: CacheEvent<R>,
): Result<CacheEntry<R>, IllegalCacheTransition> {
  const { url, status } = entry;
  if (!ALLOWED[status].includes(event.type)) {
    return err({ kind: 'cache/illegal-transition', url, from: status, event: event.type });
  }
  switch (event.type) {
    case 'start':
      return ok({ url, status: 'loading' });
    case 'succeed':
      return ok({ url, status: 'success', response: event.response, receivedAt: event.receivedAt });
    case 'fail':
      return ok({
        url,
        status: 'error',
        receivedAt: event.receivedAt,
        ...(event.httpStatus === undefined ? {} : { httpStatus: event.httpStatus }),
      });
  }
}

/**
 * docs/product.md#response-cache: already-loaded URLs (a success, or a fetch in flight) are not
 * fetched again.
 */
export function needsFetch(entry: CacheEntry<unknown>): boolean {
  return ALLOWED[entry.status].includes('start');
}
