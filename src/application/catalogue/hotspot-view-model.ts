import { makeAutoObservable, runInAction } from 'mobx';
import type { SearchItem, Variant } from '@/domain/search/search-item';
import { swatchVariants } from '@/domain/search/variant-swatches';
import { checkAddToCart } from '@/domain/stock/add-to-cart-limit';
import {
  decrementHotspotQuantity,
  HOTSPOT_QUANTITY_START,
  incrementHotspotQuantity,
} from '@/domain/stock/hotspot-quantity';
import { quantityButtons, type QuantityButtons } from '@/domain/stock/quantity-stepper';
import type { AddToCart } from '../cart/add-to-cart';
import type { CartStore } from '../cart/cart.store';

/** What one hotspot's view model reads and asks (the singletons it shares with the shop). */
export interface HotspotViewModelDeps {
  readonly cart: CartStore;
  readonly addToCart: AddToCart;
}

/** What `HotspotViewModel.toJSON` writes and `hydrate` reads (ARCHITECTURE §8). */
export interface HotspotState {
  readonly variantId: string;
  readonly quantity: number;
}

/**
 * One hero hotspot's product popup (SPEC §2 Hero, §4 Hero hotspot, §9): the search item it
 * shows, the variant chosen among at most 4 swatches, and a quantity that starts at 0 and never
 * goes below it. Add to cart goes through the AddToCart use case (limit, mini cart, wishlist,
 * analytics) and only with a quantity above 0. Made per hotspot by `HotspotViewModelFactory`.
 */
export class HotspotViewModel {
  quantity = HOTSPOT_QUANTITY_START;
  variantId: string;
  /** An add is under way. */
  isAdding = false;

  constructor(
    readonly item: SearchItem,
    private readonly deps: HotspotViewModelDeps,
  ) {
    this.variantId = item.selectedVariantId;
    makeAutoObservable<this, 'deps'>(this, { item: false, deps: false }, { autoBind: true });
  }

  /** SPEC §9: the swatches offered, at most 4, the chosen variant always among them. */
  get swatches(): readonly Variant[] {
    return swatchVariants(this.item.variants, this.variantId);
  }

  /** The variant chosen; the item's own selected one until a swatch is picked. */
  get variant(): Variant | undefined {
    return this.item.variants.find(({ id }) => id === this.variantId);
  }

  /** The variant's stock online (SPEC §3 Variant quantity). */
  get stock(): number {
    return this.variant?.quantity ?? 0;
  }

  /** Pieces of the variant's item already in the cart. */
  get inCart(): number {
    const variant = this.variant;
    return variant ? this.deps.cart.quantityInCart(variant.customFields.centraItemId) : 0;
  }

  /** SPEC §4 Hero hotspot, §5: minus stops at 0; plus where one more would pass the stock. */
  get quantityButtons(): QuantityButtons {
    return quantityButtons(
      { quantity: this.quantity, stock: this.stock, inCart: this.inCart },
      HOTSPOT_QUANTITY_START,
    );
  }

  /** Whether add to cart may be pressed: a quantity above 0 within the stock limit. */
  get canAddToCart(): boolean {
    return (
      !this.isAdding &&
      this.variant !== undefined &&
      this.quantity > HOTSPOT_QUANTITY_START &&
      checkAddToCart({ requested: this.quantity, inCart: this.inCart, stock: this.stock }).ok
    );
  }

  increment(): void {
    if (!this.quantityButtons.plusDisabled) this.quantity = incrementHotspotQuantity(this.quantity);
  }

  decrement(): void {
    this.quantity = decrementHotspotQuantity(this.quantity);
  }

  /** Picks a swatch; another variant has its own stock, so the quantity starts again at 0. */
  chooseVariant(variantId: string): void {
    if (variantId === this.variantId) return;
    if (!this.item.variants.some(({ id }) => id === variantId)) return;
    this.variantId = variantId;
    this.quantity = HOTSPOT_QUANTITY_START;
  }

  /**
   * Adds the chosen variant in the chosen quantity through the AddToCart use case; with a
   * quantity of 0 nothing is asked. After an add the quantity is back at 0.
   */
  async addToCart(options: { readonly onCheckoutRoute?: boolean } = {}): Promise<boolean> {
    const variant = this.variant;
    if (!variant || this.isAdding || this.quantity <= HOTSPOT_QUANTITY_START) return false;
    this.isAdding = true;
    const added = await this.deps.addToCart.run({
      itemId: variant.customFields.centraItemId,
      variantId: variant.id,
      quantity: this.quantity,
      stock: variant.quantity,
      productName: this.item.title,
      onCheckoutRoute: options.onCheckoutRoute,
    });
    runInAction(() => {
      this.isAdding = false;
      if (added) this.quantity = HOTSPOT_QUANTITY_START;
    });
    return added;
  }

  toJSON(): HotspotState {
    return { variantId: this.variantId, quantity: this.quantity };
  }

  /** Takes a state `toJSON` wrote; a variant the item does not list keeps the one shown. */
  hydrate(state: HotspotState): void {
    if (this.item.variants.some(({ id }) => id === state.variantId)) {
      this.variantId = state.variantId;
    }
    this.quantity = state.quantity;
  }
}
