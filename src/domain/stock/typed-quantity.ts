/** Why a typed quantity was changed: below the selector's start, or past what may be added. */
export type QuantityLimit = 'min' | 'max';

export interface TypedQuantity {
  /** The quantity the selector takes. */
  readonly quantity: number;
  /** Set when the typed number was moved to a bound, so the shopper is told. */
  readonly limited?: { readonly limit: QuantityLimit; readonly bound: number } | undefined;
}

/**
 * docs/product.md#validation quantity selector, typed into rather than stepped: the whole number
 * typed, kept within `min` and the most that may still be added (`max`: the stock less what the
 * cart holds, never under `min`). Text that is no whole number keeps the quantity as it was.
 */
export function typedQuantity(
  typed: string,
  bounds: { readonly current: number; readonly min: number; readonly max: number },
): TypedQuantity {
  const text = typed.trim();
  if (!/^\d+$/.test(text)) return { quantity: bounds.current };
  const wanted = Number(text);
  const max = Math.max(bounds.min, bounds.max);
  if (wanted < bounds.min)
    return { quantity: bounds.min, limited: { limit: 'min', bound: bounds.min } };
  if (wanted > max) return { quantity: max, limited: { limit: 'max', bound: max } };
  return { quantity: wanted };
}
