import * as z from 'zod/mini';

/**
 * What the live-shopping embed hands the shop, in the shape of Bambuser's One-to-Many player API
 * (docs/decisions/0090-live-shopping-embed-over-http.md): a player object given to the page's
 * ready hook, events registered with `player.on`, answers through callbacks and player methods.
 * Everything the embed hands over is parsed here before the shop believes it.
 */

type EmbedFunction = (...args: never[]) => unknown;

const fn = z.custom<EmbedFunction>((value) => typeof value === 'function');
const sku = z.string().check(z.minLength(1));

const playerSchema = z.object({
  EVENT: z.object({
    PROVIDE_PRODUCT_DATA: z.string(),
    ADD_TO_CART: z.string(),
    UPDATE_ITEM_IN_CART: z.string(),
    SYNC_CART_STATE: z.string(),
    CHECKOUT: z.string(),
    CLOSE: z.optional(z.string()),
  }),
  on: fn,
  updateProduct: fn,
  updateCart: fn,
  close: z.optional(fn),
});

/** The player methods the shop calls. */
export interface EmbedPlayer {
  readonly EVENT: z.output<typeof playerSchema>['EVENT'];
  on(event: string, listener: (...args: unknown[]) => void): void;
  updateProduct(id: string, describe: (factory: never) => unknown): void;
  updateCart(cart: { readonly items: readonly { sku: string; quantity: number }[] }): void;
  close?(): void;
}

/**
 * Whether the ready hook's argument is a player the shop can talk to. The object itself is kept
 * (not a parsed copy): its methods may need it as `this`.
 */
export function isEmbedPlayer(value: unknown): value is EmbedPlayer {
  return z.safeParse(playerSchema, value).success;
}

/** `PROVIDE_PRODUCT_DATA`: the products the show will display, each its own id and the shop's sku. */
const shownProductSchema = z.object({ id: z.string().check(z.minLength(1)), ref: sku });
const provideProductDataSchema = z.object({ products: z.array(z.unknown()) });

export type ShownProduct = z.output<typeof shownProductSchema>;

/** The products of a `PROVIDE_PRODUCT_DATA` event that can be answered; undefined for no event. */
export function shownProducts(event: unknown): readonly ShownProduct[] | undefined {
  const parsed = z.safeParse(provideProductDataSchema, event);
  if (!parsed.success) return undefined;
  return parsed.data.products.flatMap((product) => {
    const shown = z.safeParse(shownProductSchema, product);
    return shown.success ? [shown.data] : [];
  });
}

/** `ADD_TO_CART`'s item: the sku the viewer bought. */
export function addedItem(item: unknown): { readonly sku: string } | undefined {
  const parsed = z.safeParse(z.object({ sku }), item);
  return parsed.success ? parsed.data : undefined;
}

/** `UPDATE_ITEM_IN_CART`'s item: the sku and its new quantity (0 removes it). */
export function updatedItem(
  item: unknown,
): { readonly sku: string; readonly quantity: number } | undefined {
  const quantity = z.number().check(z.int(), z.nonnegative());
  const parsed = z.safeParse(z.object({ sku, quantity }), item);
  return parsed.success ? parsed.data : undefined;
}

/** An event's answer callback, when the embed handed one. */
export type EmbedCallback = (answer: unknown) => void;

export function callbackOf(value: unknown): EmbedCallback | undefined {
  return typeof value === 'function' ? (value as EmbedCallback) : undefined;
}
