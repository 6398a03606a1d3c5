import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { CacheStatus } from '@/domain/cache/cache-entry';
import { formatPrice } from '@/domain/money/price-format';
import { tableSettingQuantityOptions } from '@/domain/stock/quantity-options';
import type { ChosenLine } from '@/domain/table-setting/chosen-lines';
import type { PickerCandidate } from '@/domain/table-setting/picker-candidate';
import { plateWidthPercent } from '@/domain/table-setting/plate-width';
import {
  CLOSED_SEARCH,
  closeSearch,
  isCategoryDimmed,
  isCategoryOpen,
  searchAfterSelect,
  type SearchingState,
  togglePlate,
} from '@/domain/table-setting/searching-state';
import { lineInStock } from '@/domain/table-setting/table-setting-line';
import { itemsToAdd, tableSettingTotal } from '@/domain/table-setting/table-setting-total';
import { type PlacedPiece, tableStack } from '@/domain/table-setting/table-stack';
import { SiteContext } from '@/application/shared/site-context.port';
import { AddToCart } from '@/application/cart/add-to-cart';
import { ItemPickerStore } from './item-picker.store';
import { UiStore } from '@/application/shared/ui.store';

/**
 * What `TableSettingStore.toJSON` writes and `hydrate` reads
 * (docs/architecture.md#server-rendering).
 */
export interface TableSettingState {
  readonly searching: SearchingState;
}

/**
 * One line of the summary list, with what the view shows of it (docs/product.md#table-setting,
 * docs/product.md#validation, docs/product.md#constants-and-limits).
 */
export interface TableSettingLineView {
  readonly slot: string;
  readonly candidate: PickerCandidate;
  readonly quantity: number;
  /**
   * docs/product.md#validation, docs/product.md#constants-and-limits: the quantity drop-down, 0 up
   * to the stock, at most 10.
   */
  readonly quantityOptions: readonly number[];
  /**
   * docs/product.md#table-setting: false shows the out-of-stock label; the line is then not
   * totalled nor added.
   */
  readonly isInStock: boolean;
  /** The price of one piece in the site's currency; `undefined` before the site is known. */
  readonly priceText: string | undefined;
  /**
   * docs/product.md#constants-and-limits: the plate's width on the table, as a percentage of the
   * background.
   */
  readonly plateWidthPercent: number;
}

/**
 * A chosen product as drawn on the table (docs/product.md#table-setting,
 * docs/product.md#constants-and-limits).
 */
export interface TablePiece extends PlacedPiece {
  readonly candidate: PickerCandidate;
}

/**
 * The table-setting tool (docs/product.md#table-setting): the searching state — which
 * category's search view is open — with its dimming and the mobile return on select; the
 * summary lines the shopper composed in the item picker, their Total (out-of-stock variants
 * left out) and the add to cart of every line with a quantity and stock, after which the cart
 * shows with the overlay.
 */
@injectable()
export class TableSettingStore {
  searching: SearchingState = CLOSED_SEARCH;
  /** docs/product.md#table-setting: set while the lines are being added to the cart. */
  isAdding = false;

  constructor(
    @inject(ItemPickerStore) private readonly picker: ItemPickerStore,
    @inject(AddToCart) private readonly adder: AddToCart,
    @inject(UiStore) private readonly ui: UiStore,
    @inject(SiteContext) private readonly site: SiteContext,
  ) {
    makeAutoObservable<this, 'picker' | 'adder' | 'ui' | 'site'>(
      this,
      { searching: observable.ref, picker: false, adder: false, ui: false, site: false },
      { autoBind: true },
    );
  }

  /** Whether a category's search view shows (instead of the summary list on mobile). */
  get isSearchOpen(): boolean {
    return this.searching.open;
  }

  /** The category whose search view shows; `undefined` while none is open. */
  get openCategory(): string | undefined {
    return this.searching.open ? this.searching.id : undefined;
  }

  /** docs/product.md#item-picker: what the open category offers; none while none is open. */
  get searchResults(): readonly PickerCandidate[] {
    const category = this.openCategory;
    return category === undefined ? [] : this.picker.candidates(category);
  }

  /**
   * The open category's products: loading, success, or error when their fetch failed
   * (docs/product.md#errors).
   */
  get searchStatus(): CacheStatus | undefined {
    const category = this.openCategory;
    return category === undefined ? undefined : this.picker.status(category);
  }

  /** docs/product.md#table-setting: the summary list, in the order the items were chosen. */
  get lines(): readonly TableSettingLineView[] {
    return this.picker.lines.map((line) => this.lineView(line));
  }

  /**
   * docs/product.md#table-setting, docs/product.md#constants-and-limits: the products on the table
   * picture — the lines with pieces to buy, plates drawn to scale and stacked (`tableStack`); a
   * line at quantity 0 or out of stock is not laid.
   */
  get stack(): readonly TablePiece[] {
    const laid = itemsToAdd(this.picker.lines);
    const bySlot = new Map(laid.map((line) => [line.slot, line.candidate]));
    const pieces = laid.map((line) => ({ key: line.slot, diameterCm: line.candidate.diameterCm }));
    return tableStack(pieces).flatMap((piece) => {
      const candidate = bySlot.get(piece.key);
      return candidate ? [{ ...piece, candidate }] : [];
    });
  }

  /**
   * docs/product.md#table-setting: price × quantity over the lines, out-of-stock variants left out.
   */
  get total(): number {
    return tableSettingTotal(this.picker.lines);
  }

  /** The Total in the site's pricelist currency (SEK on the Swedish site). */
  get totalText(): string | undefined {
    return this.priceText(this.total);
  }

  /**
   * docs/product.md#table-setting: whether there is anything to add (a line with a quantity and
   * stock).
   */
  get canAddToCart(): boolean {
    return !this.isAdding && itemsToAdd(this.picker.lines).length > 0;
  }

  /** docs/product.md#table-setting: this category's search view shows. */
  isOpen(category: string): boolean {
    return isCategoryOpen(this.searching, category);
  }

  /** docs/product.md#table-setting: other categories dim while one is open. */
  isDimmed(category: string): boolean {
    return isCategoryDimmed(this.searching, category);
  }

  /**
   * Loads the products of the tool's categories ahead of the clicks
   * (docs/architecture.md#server-rendering: the route starts the loading), each once; resolves when
   * all are settled, failed ones with status error.
   */
  async load(categories: readonly string[]): Promise<void> {
    await Promise.all(categories.map((category) => this.picker.load(category)));
  }

  /**
   * docs/product.md#table-setting: clicking a plate opens its category's search view, or closes it
   * when it is the open one. Opening loads the category's products (once); resolves when they are
   * settled.
   */
  togglePlate(category: string): Promise<void> {
    this.searching = togglePlate(this.searching, category);
    return this.searching.open ? this.picker.load(category) : Promise.resolve();
  }

  /** docs/product.md#table-setting: the go-back control returns to the summary list. */
  goBack(): void {
    this.searching = closeSearch(this.searching);
  }

  /**
   * docs/product.md#table-setting: selects a variant for a category; on mobile the tool returns to
   * the list. An item the category does not offer changes nothing. Returns whether it was selected.
   */
  select(category: string, itemId: string, options: { readonly onMobile: boolean }): boolean {
    const selected = this.picker.select(category, itemId);
    if (selected) this.searching = searchAfterSelect(this.searching, options.onMobile);
    return selected;
  }

  /** docs/product.md#validation: a line's quantity, from its drop-down. */
  setQuantity(category: string, quantity: number): void {
    this.picker.setQuantity(category, quantity);
  }

  /**
   * docs/product.md#table-setting: sets the adding flag, adds each line with a quantity above 0 and
   * stock above 0 — one at a time, in the order chosen, through the add-to-cart use case (stock
   * limit, wishlist, analytics) — then shows the cart with the overlay. Nothing to add, or an add
   * already under way, does nothing. Resolves how many lines were added.
   */
  async addToCart(): Promise<number> {
    const lines = itemsToAdd(this.picker.lines);
    if (this.isAdding || lines.length === 0) return 0;
    this.isAdding = true;
    let added = 0;
    try {
      for (const line of lines) {
        const ok = await this.adder.run({
          itemId: line.variantId,
          variantId: line.candidate.productId,
          quantity: line.quantity,
          stock: line.stock,
          productName: line.candidate.name,
        });
        if (ok) added += 1;
      }
    } finally {
      runInAction(() => {
        this.isAdding = false;
      });
    }
    this.ui.openCart();
    return added;
  }

  toJSON(): TableSettingState {
    return { searching: this.searching };
  }

  hydrate(state: TableSettingState): void {
    this.searching = state.searching;
  }

  private lineView(line: ChosenLine): TableSettingLineView {
    return {
      slot: line.slot,
      candidate: line.candidate,
      quantity: line.quantity,
      quantityOptions: tableSettingQuantityOptions(line.stock),
      isInStock: lineInStock(line),
      priceText: this.priceText(line.price),
      plateWidthPercent: plateWidthPercent(line.candidate.diameterCm ?? 0),
    };
  }

  /** An amount (a search result's price) in the site's pricelist currency. */
  priceText(amount: number): string | undefined {
    const current = this.site.current;
    return current ? formatPrice(amount, current.pricelist.currency, this.site.site) : undefined;
  }
}
