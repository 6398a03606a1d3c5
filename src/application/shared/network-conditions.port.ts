import type { ConnectionHints } from '@/domain/network/link-prefetch';

export const NetworkConditions = Symbol('NetworkConditions');

/**
 * The shopper's connection as the browser reports it now (docs/product.md#other-calls link
 * prefetch).
 */
export interface NetworkConditions {
  current(): ConnectionHints;
}
