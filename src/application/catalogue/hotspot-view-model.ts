import { makeAutoObservable } from 'mobx';
import type { SearchItem, Variant } from '@/domain/search/search-item';
import { swatchVariants } from '@/domain/search/variant-swatches';
import type { QuantityButtons } from '@/domain/stock/quantity-stepper';
import { HOTSPOT_PURCHASE, type PurchaseViewModel } from './purchase-view-model';
import type { PurchaseViewModelFactory } from './purchase-view-model.factory';
import { searchItemPurchase } from './search-item-purchase';
import type { TypedQuantity } from '@/domain/stock/typed-quantity';

/** What one hotspot's view model reads and asks (the singletons it shares with the shop). */
export interface HotspotViewModelDeps {
  readonly purchases: PurchaseViewModelFactory;
}

/**
 * What `HotspotViewModel.toJSON` writes and `hydrate` reads
 * (docs/architecture.md#server-rendering).
 */
export interface HotspotState {
  readonly variantId: string;
  readonly quantity: number;
}

/**
 * One hero hotspot's product popup (docs/product.md#hero, docs/product.md#hero-hotspot,
 * docs/product.md#constants-and-limits): the search item it shows, the variant chosen among at most
 * 4 swatches, and a quantity that starts at 0 and never goes below it. Add to cart goes through the
 * AddToCart use case (limit, mini cart, wishlist, analytics) and only with a quantity above 0. Made
 * per hotspot by `HotspotViewModelFactory`.
 */
export class HotspotViewModel {
  variantId: string;
  /** The quantity from 0 and the add (docs/product.md#hero-hotspot). */
  readonly purchase: PurchaseViewModel;

  constructor(
    readonly item: SearchItem,
    deps: HotspotViewModelDeps,
  ) {
    this.variantId = item.selectedVariantId;
    this.purchase = deps.purchases.create(
      () => searchItemPurchase(this.item, this.variant),
      HOTSPOT_PURCHASE,
    );
    makeAutoObservable(this, { item: false, purchase: false }, { autoBind: true });
  }

  get quantity(): number {
    return this.purchase.quantity;
  }

  /** An add is under way. */
  get isAdding(): boolean {
    return this.purchase.isAdding;
  }

  /**
   * docs/product.md#constants-and-limits: the swatches offered, at most 4, the chosen variant
   * always among them.
   */
  get swatches(): readonly Variant[] {
    return swatchVariants(this.item.variants, this.variantId);
  }

  /** The variant chosen; the item's own selected one until a swatch is picked. */
  get variant(): Variant | undefined {
    return this.item.variants.find(({ id }) => id === this.variantId);
  }

  /** The variant's stock online (docs/product.md#search-data quantity). */
  get stock(): number {
    return this.variant?.quantity ?? 0;
  }

  /** Pieces of the variant's item already in the cart. */
  get inCart(): number {
    return this.purchase.inCart;
  }

  /**
   * docs/product.md#hero-hotspot, docs/product.md#validation: minus stops at 0; plus where one more
   * would pass the stock.
   */
  get quantityButtons(): QuantityButtons {
    return this.purchase.quantityButtons;
  }

  /** Whether add to cart may be pressed: a quantity above 0 within the stock limit. */
  get canAddToCart(): boolean {
    return this.purchase.canAddToCart;
  }

  increment(): void {
    this.purchase.increment();
  }

  decrement(): void {
    this.purchase.decrement();
  }

  typeQuantity(typed: string): TypedQuantity {
    return this.purchase.typeQuantity(typed);
  }

  /** Picks a swatch; another variant has its own stock, so the quantity starts again at 0. */
  chooseVariant(variantId: string): void {
    if (variantId === this.variantId) return;
    if (!this.item.variants.some(({ id }) => id === variantId)) return;
    this.variantId = variantId;
    this.purchase.reset();
  }

  /**
   * Adds the chosen variant in the chosen quantity through the AddToCart use case; with a
   * quantity of 0 nothing is asked. After an add the quantity is back at 0.
   */
  addToCart(options: { readonly onCheckoutRoute?: boolean } = {}): Promise<boolean> {
    return this.purchase.add(options);
  }

  toJSON(): HotspotState {
    return { variantId: this.variantId, quantity: this.quantity };
  }

  /** Takes a state `toJSON` wrote; a variant the item does not list keeps the one shown. */
  hydrate(state: HotspotState): void {
    if (this.item.variants.some(({ id }) => id === state.variantId)) {
      this.variantId = state.variantId;
    }
    this.purchase.restore(state.quantity);
  }
}
