export const Clock = Symbol('Clock');

/**
 * The time, for countdowns, cache timestamps and the search provider's `t_client`
 * (docs/product.md#panels, docs/product.md#content-service). The domain never reads a clock; stores
 * and adapters ask this port and pass time in.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}
