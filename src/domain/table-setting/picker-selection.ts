import { isInStock } from '@/domain/stock/stock-rules';
import { tableSettingQuantityOptions } from '@/domain/stock/quantity-options';

/** docs/product.md#item-picker "selected items by id": the item chosen for one category slot. */
export interface PickedItem {
  /** The table-setting category the item was chosen for. */
  readonly slot: string;
  readonly itemId: string;
}

/** The chosen items, one per slot, in the order the slots were first filled. */
export type PickedItems = readonly PickedItem[];

/** docs/product.md#item-picker "quantity by id": the pieces asked for, keyed by item id. */
export type ItemQuantities = Readonly<Record<string, number>>;

/** The quantity a newly chosen item starts with: one piece, or none when it is out of stock. */
export const PICKED_QUANTITY = 1;

/**
 * docs/product.md#item-picker: chooses `itemId` for `slot`. A slot holds one item, so choosing
 * again replaces its item where it stands; a new slot goes last (docs/product.md#table-setting:
 * items are added to the cart in the order they were chosen).
 */
export function pickItem(picked: PickedItems, slot: string, itemId: string): PickedItems {
  const entry: PickedItem = { slot, itemId };
  return picked.some((candidate) => candidate.slot === slot)
    ? picked.map((candidate) => (candidate.slot === slot ? entry : candidate))
    : [...picked, entry];
}

/** Empties a slot. */
export function unpickSlot(picked: PickedItems, slot: string): PickedItems {
  return picked.filter((candidate) => candidate.slot !== slot);
}

/** The item chosen for `slot`, if any. */
export function pickedItemId(picked: PickedItems, slot: string): string | undefined {
  return picked.find((candidate) => candidate.slot === slot)?.itemId;
}

/**
 * docs/product.md#validation, docs/product.md#constants-and-limits: a quantity brought within the
 * table-setting options for `stock` (0 up to the stock, at most 10), whole pieces; what is not a
 * number is 0.
 */
export function clampTableSettingQuantity(quantity: number, stock: number): number {
  const options = tableSettingQuantityOptions(stock);
  const top = options[options.length - 1] ?? 0;
  if (Number.isNaN(quantity)) return 0;
  return Math.min(Math.max(Math.floor(quantity), 0), top);
}

/**
 * The pieces asked for of an item with `stock` in the market: what the shopper set, within
 * today's options (the stock may have fallen since), or one piece when nothing was set — none
 * for an out-of-stock item.
 */
export function itemQuantity(quantities: ItemQuantities, itemId: string, stock: number): number {
  const set = Object.hasOwn(quantities, itemId) ? quantities[itemId] : undefined;
  const wanted = set ?? (isInStock(stock) ? PICKED_QUANTITY : 0);
  return clampTableSettingQuantity(wanted, stock);
}

/** docs/product.md#item-picker: sets an item's quantity, brought within its options. */
export function setItemQuantity(
  quantities: ItemQuantities,
  itemId: string,
  quantity: number,
  stock: number,
): ItemQuantities {
  return { ...quantities, [itemId]: clampTableSettingQuantity(quantity, stock) };
}
