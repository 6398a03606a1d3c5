/**
 * The value the shop writes into its "seen" and "dismissed" cookies (docs/product.md#marketing,
 * docs/product.md#constants-and-limits).
 */
export const FLAG_COOKIE_VALUE = '1';

export type FlagCookie = 'set' | 'unset' | 'malformed';

/**
 * Cookies: how a flag cookie the shop writes — newsletter seen, membership modal
 * seen, notice dismissed (docs/product.md#marketing) — reads back: `set` when it holds what the
 * shop writes, `unset` when absent, `malformed` for anything else (a hand edit, another site's
 * cookie, a cut-off or huge value), which the caller discards. A malformed flag counts as unset: at
 * worst the invitation or notice shows once more.
 */
export function readFlagCookie(value: string | undefined): FlagCookie {
  if (value === undefined) return 'unset';
  return value === FLAG_COOKIE_VALUE ? 'set' : 'malformed';
}
