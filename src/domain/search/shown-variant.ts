import type { SearchItem, Variant } from './search-item';

/** The variant a card shows: the one chosen, else the item's selected one, else its first. */
export function shownVariant(item: SearchItem, variantId: string): Variant | undefined {
  return (
    item.variants.find(({ id }) => id === variantId) ??
    item.variants.find(({ id }) => id === item.selectedVariantId) ??
    item.variants[0]
  );
}
