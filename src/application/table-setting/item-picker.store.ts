import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable } from 'mobx';
import type { CacheStatus } from '@/domain/cache/cache-entry';
import { chosenLines, type ChosenLine } from '@/domain/table-setting/chosen-lines';
import { type PickerCandidate, pickerCandidates } from '@/domain/table-setting/picker-candidate';
import {
  type ItemQuantities,
  type PickedItems,
  pickedItemId,
  pickItem,
  setItemQuantity,
  unpickSlot,
} from '@/domain/table-setting/picker-selection';
import { SiteContext } from '@/application/shared/site-context.port';
import { ResponseCacheStore } from '@/application/catalogue/response-cache.store';

/**
 * What `ItemPickerStore.toJSON` writes and `hydrate` reads (docs/architecture.md#server-rendering).
 */
export interface ItemPickerState {
  readonly isSearchOpen: boolean;
  readonly picked: PickedItems;
  readonly quantities: ItemQuantities;
}

/**
 * The item picker of the table-setting tool (docs/product.md#item-picker): its search open/close
 * toggle, the item selected for each category slot (by id) and the quantity of each item (by
 * id). The candidates of a category are its catalogue products (docs/product.md#search-provider
 * `/products/categories/{id}`) read through the ResponseCacheStore, so a loaded category is not
 * fetched again and a failed one has status error (docs/product.md#response-cache,
 * docs/product.md#errors), in the site's market and pricelist.
 */
@injectable()
export class ItemPickerStore {
  isSearchOpen = false;
  picked: PickedItems = [];
  quantities: ItemQuantities = {};

  constructor(
    @inject(ResponseCacheStore) private readonly cache: ResponseCacheStore,
    @inject(SiteContext) private readonly site: SiteContext,
  ) {
    makeAutoObservable<this, 'cache' | 'site'>(
      this,
      { picked: observable.ref, quantities: observable.ref, cache: false, site: false },
      { autoBind: true },
    );
  }

  /** The chosen items with their candidate and quantity, in the order chosen. */
  get lines(): readonly ChosenLine[] {
    return chosenLines(this.picked, this.candidates, this.quantities);
  }

  /** docs/product.md#item-picker: the search opens and closes. */
  toggleSearch(): void {
    this.isSearchOpen = !this.isSearchOpen;
  }

  closeSearch(): void {
    this.isSearchOpen = false;
  }

  /** Fetches a category's products unless they are loaded or loading; never rejects. */
  async load(categoryId: string): Promise<void> {
    await this.cache.productsInCategory(categoryId);
  }

  /**
   * docs/product.md#response-cache status of a category's products: error when the fetch failed.
   */
  status(categoryId: string): CacheStatus {
    return this.cache.productsInCategoryEntry(categoryId).status;
  }

  /** What the picker offers for a category; none until its products are loaded. */
  candidates(categoryId: string): readonly PickerCandidate[] {
    const entry = this.cache.productsInCategoryEntry(categoryId);
    const current = this.site.current;
    if (entry.status !== 'success' || !current) return [];
    return pickerCandidates(entry.response, {
      marketId: current.market.id,
      pricelistId: current.pricelist.id,
    });
  }

  /** The item selected for a slot (a category), if any. */
  selectedItemId(slot: string): string | undefined {
    return pickedItemId(this.picked, slot);
  }

  isSelected(slot: string, itemId: string): boolean {
    return this.selectedItemId(slot) === itemId;
  }

  /**
   * docs/product.md#item-picker: selects one of the slot's candidates, replacing the slot's item.
   * Returns false, changing nothing, for an item the slot does not offer.
   */
  select(slot: string, itemId: string): boolean {
    if (!this.candidates(slot).some((candidate) => candidate.itemId === itemId)) return false;
    this.picked = pickItem(this.picked, slot, itemId);
    return true;
  }

  /** Empties a slot. */
  deselect(slot: string): void {
    this.picked = unpickSlot(this.picked, slot);
  }

  /**
   * Pieces asked for of the slot's item: 0 for an empty slot (docs/product.md#validation options
   * 0–10).
   */
  quantity(slot: string): number {
    const line = this.lines.find((candidate) => candidate.slot === slot);
    return line?.quantity ?? 0;
  }

  /**
   * docs/product.md#item-picker, docs/product.md#validation: sets the quantity of the slot's item,
   * within its options.
   */
  setQuantity(slot: string, quantity: number): void {
    const line = this.lines.find((candidate) => candidate.slot === slot);
    if (!line) return;
    this.quantities = setItemQuantity(this.quantities, line.variantId, quantity, line.stock);
  }

  toJSON(): ItemPickerState {
    return { isSearchOpen: this.isSearchOpen, picked: this.picked, quantities: this.quantities };
  }

  hydrate(state: ItemPickerState): void {
    this.isSearchOpen = state.isSearchOpen;
    this.picked = state.picked;
    this.quantities = state.quantities;
  }
}
