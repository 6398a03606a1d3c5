/** What the browser says of its connection (the Network Information API's fields we read). */
export interface ConnectionHints {
  /** The shopper asked the browser to save data (data-saver). */
  readonly saveData: boolean;
  /** `slow-2g`, `2g`, `3g` or `4g`; absent where the browser does not say. */
  readonly effectiveType?: string | undefined;
}

const SLOW_TYPES: ReadonlySet<string> = new Set(['slow-2g', '2g']);

/**
 * docs/product.md#other-calls: link prefetch is skipped on 2g or data-saver connections. A
 * connection the browser says nothing about is prefetched on.
 */
export function linkPrefetchAllowed(hints: ConnectionHints): boolean {
  return !hints.saveData && !SLOW_TYPES.has(hints.effectiveType ?? '');
}
