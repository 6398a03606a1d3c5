/**
 * Expected failures are values (docs/architecture.md#expected-failures-are-values): a rule returns
 * `ok(value)` or `err(error)`, and the caller decides what the failure means for the shopper.
 */
export type Result<T, E> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });

export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });
