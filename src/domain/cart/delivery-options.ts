import type { Cart, DeliveryOption } from './cart';

/** What the choice rules need of an option: its id and what it costs. */
export type PricedOption = Pick<DeliveryOption, 'id' | 'priceAsNumber'>;

/**
 * docs/product.md#delivery-options: the option a cart has when the shopper chose none, or chose
 * one no longer offered — the cheapest, the first listed among equals (the standard one).
 */
export function defaultDeliveryId(options: readonly PricedOption[]): string | undefined {
  let cheapest: PricedOption | undefined;
  for (const option of options) {
    if (!cheapest || option.priceAsNumber < cheapest.priceAsNumber) cheapest = option;
  }
  return cheapest?.id;
}

/**
 * docs/product.md#delivery-options: the options with exactly one chosen — the wanted one when it
 * is offered, else the default.
 */
export function withChosenDelivery<T extends PricedOption>(
  options: readonly T[],
  wanted: string | undefined,
): (T & { readonly chosen: boolean })[] {
  const offered = options.some((option) => option.id === wanted);
  const chosen = offered ? wanted : defaultDeliveryId(options);
  return options.map((option) => ({ ...option, chosen: option.id === chosen }));
}

/**
 * docs/product.md#delivery-options: the choice a cart keeps when it moves to another country —
 * the same option when the new country offers it, else none, so the cart falls back to the
 * default rather than holding an option it cannot deliver with.
 */
export function keptDeliveryChoice(
  wanted: string | undefined,
  offeredIds: readonly string[],
): string | undefined {
  return wanted !== undefined && offeredIds.includes(wanted) ? wanted : undefined;
}

/** The cart's chosen delivery option, if it has any. */
export function chosenDelivery(cart: Cart | undefined): DeliveryOption | undefined {
  return cart?.deliveryOptions?.find((option) => option.chosen);
}
