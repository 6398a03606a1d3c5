/** docs/product.md#notices: the content service's on/off switch; only this value means on. */
export const ENABLED_FLAG = '1';

/** Anything the editors can switch off: a notice or a store (docs/product.md#content). */
export interface Switchable {
  readonly enabled?: string | null;
}

/**
 * docs/product.md#content, docs/product.md#validation: a notice or a store is on only when its flag
 * is exactly `'1'`. Anything else — missing, empty, `'0'`, `' 1'`, `'true'` — is off, so a
 * half-filled entry never reaches a shopper.
 */
export function isEnabled(entry: Switchable): boolean {
  return entry.enabled === ENABLED_FLAG;
}

/**
 * docs/product.md#validation: only notices and stores with enabled `'1'` are kept, in their
 * original order.
 */
export function keepEnabled<T extends Switchable>(entries: readonly T[]): readonly T[] {
  return entries.filter(isEnabled);
}
