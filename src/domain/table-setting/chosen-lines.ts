import type { PickerCandidate } from './picker-candidate';
import { itemQuantity, type ItemQuantities, type PickedItems } from './picker-selection';
import type { TableSettingLine } from './table-setting-line';

/** A line of the table-setting summary: the item chosen for a slot, with its quantity. */
export interface ChosenLine extends TableSettingLine {
  readonly slot: string;
  readonly candidate: PickerCandidate;
}

/**
 * docs/product.md#table-setting: the summary list — each chosen item, in the order chosen, with
 * its price and stock from the slot's candidates and its quantity (`itemQuantity`). A choice the
 * candidates no longer hold (another market, a product gone, a category not loaded yet) is left
 * out, so it is neither totalled nor added.
 */
export function chosenLines(
  picked: PickedItems,
  candidatesOf: (slot: string) => readonly PickerCandidate[],
  quantities: ItemQuantities,
): readonly ChosenLine[] {
  return picked.flatMap(({ slot, itemId }) => {
    const candidate = candidatesOf(slot).find((offered) => offered.itemId === itemId);
    if (!candidate) return [];
    const { price, stock } = candidate;
    const quantity = itemQuantity(quantities, itemId, stock);
    return [{ slot, variantId: itemId, price, quantity, stock, candidate }];
  });
}
