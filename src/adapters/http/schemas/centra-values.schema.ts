import * as z from 'zod/mini';

/**
 * Values the commerce platform (Centra) writes its own way, which the shop's backend passes on
 * (docs/product.md#cart-data, docs/decisions/0127-vendor-answers-as-sent.md).
 */

/** `false`, not null or 0, where a cart or an order has no discount: read as 0. */
export const discountAmountSchema = z.pipe(
  z.union([z.number(), z.literal(false)]),
  z.transform((amount) => (amount === false ? 0 : amount)),
);

/** `false` where a cart has no discount to write: read as none. */
export const discountTextSchema = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.literal(false)]))),
  z.transform((text) => (typeof text === 'string' ? text : undefined)),
);

/**
 * An object the platform writes as `[]` when it is empty (its JSON encoder cannot tell an empty
 * map from an empty list): read as `{}`.
 */
export function orEmptyList<S extends z.ZodMiniType<object>>(schema: S) {
  return z.pipe(
    z.union([z.tuple([]), schema]),
    z.transform((value): z.output<S> => (Array.isArray(value) ? {} : value) as z.output<S>),
  );
}

/**
 * An address's street: the shop's `street`, else the platform's `address1` and `address2` as one
 * line.
 */
export const streetFields = {
  street: z.optional(z.nullable(z.string())),
  address1: z.optional(z.nullable(z.string())),
  address2: z.optional(z.nullable(z.string())),
};

export function streetOf(address: {
  readonly street?: string | null | undefined;
  readonly address1?: string | null | undefined;
  readonly address2?: string | null | undefined;
}): string | undefined {
  if (address.street) return address.street;
  const line = [address.address1, address.address2].filter(Boolean).join(', ');
  return line || undefined;
}
