import { makeAutoObservable, runInAction } from 'mobx';
import type { Product, ProductItem } from '@/domain/catalogue/product';
import { ADD_TO_CART_ANIMATION_MS } from '@/domain/constants';
import { priceDisplay, type PriceDisplay } from '@/domain/money/price-display';
import { sizeChoiceFromLabel, sizeChoiceLabel } from '@/domain/sizes/remembered-size';
import type { SizedItem } from '@/domain/sizes/size-parsing';
import { canAddSizeToCart, resolveSizeItem } from '@/domain/sizes/size-resolution';
import { chooseSize, sizeOptions, type SizeChoice } from '@/domain/sizes/size-selection';
import { checkAddToCart } from '@/domain/stock/add-to-cart-limit';
import { itemStock, productStock } from '@/domain/stock/item-stock';
import { productListButton, type ProductListButton } from '@/domain/stock/product-list-button';
import { cartLineQuantityOptions } from '@/domain/stock/quantity-options';
import {
  QUANTITY_MIN,
  quantityButtons,
  type QuantityButtons,
} from '@/domain/stock/quantity-stepper';
import { stockBadge, type StockBadge } from '@/domain/stock/stock-badge';
import { remainingStock } from '@/domain/stock/stock-rules';
import type { Cancel, Scheduler } from '../shared/scheduler.port';
import type { SiteContext } from '../site/site-context.port';
import type { AddToCart } from '../cart/add-to-cart';
import type { CartStore } from '../cart/cart.store';
import type { RestockStore, RestockSubject } from '../marketing/restock.store';
import type { UiStore } from '../shared/ui.store';
import type { WishlistStore } from '../wishlist/wishlist.store';

/** What one product's view model reads and asks (the singletons it shares with the shop). */
export interface ProductViewModelDeps {
  readonly site: SiteContext;
  readonly cart: CartStore;
  readonly ui: UiStore;
  readonly wishlist: WishlistStore;
  readonly restock: RestockStore;
  readonly addToCart: AddToCart;
  readonly scheduler: Scheduler;
}

/**
 * One product as a product page, quick view or list item shows it (SPEC §4 Product list item,
 * Product size selection, Wishlist): the size choice (remembered per product in the UiStore),
 * the quantity and its bounds, the button, the stock badge and the wishlist heart. Made per
 * product by `ProductViewModelFactory`; `dispose()` when the product leaves the screen.
 */
export class ProductViewModel {
  quantity = QUANTITY_MIN;
  /** An add is under way. */
  isAdding = false;
  /** SPEC §4 Product list item: the add animation, 2 s after an add; then the quantity resets. */
  justAdded = false;
  private cancelAnimation: Cancel | undefined;

  constructor(
    readonly product: Product,
    private readonly deps: ProductViewModelDeps,
  ) {
    makeAutoObservable<this, 'deps' | 'cancelAnimation'>(
      this,
      { product: false, deps: false, cancelAnimation: false },
      { autoBind: true },
    );
  }

  /** The product's items named by their size, as the size rules read them. */
  get sizedItems(): readonly SizedItem[] {
    return this.product.items.map((item) => ({ id: item.id, name: item.size }));
  }

  /** SPEC §4: the remembered choice, valid for this product; a single size is chosen for you. */
  get sizeChoice(): SizeChoice {
    return sizeChoiceFromLabel(this.sizedItems, this.deps.ui.selectedSizeLabel(this.product.id));
  }

  /** The sizes offered at each level; the second only after the first is chosen. */
  get sizeOptions(): readonly (readonly string[])[] {
    return sizeOptions(this.sizedItems, this.sizeChoice);
  }

  /** SPEC §4: add to cart is allowed only when all size levels are chosen. */
  get isSizeChosen(): boolean {
    return canAddSizeToCart(this.sizedItems, this.sizeChoice);
  }

  /** The item the chosen sizes name, once every level is chosen. */
  get selectedItem(): ProductItem | undefined {
    const resolved = resolveSizeItem(this.sizedItems, this.sizeChoice);
    return resolved.ok ? this.product.items.find(({ id }) => id === resolved.value.id) : undefined;
  }

  /** Stock in the site's market: the chosen item's, or all sizes' before a choice. */
  get stock(): number {
    const marketId = this.deps.site.current?.market.id;
    const item = this.selectedItem;
    return item ? itemStock(item, marketId) : productStock(this.product.items, marketId);
  }

  /** Pieces of the chosen item already in the cart. */
  get inCart(): number {
    const item = this.selectedItem;
    return item ? this.deps.cart.quantityInCart(item.id) : 0;
  }

  /** SPEC §5: plus stops where one more would pass the stock, minus at 1. */
  get quantityButtons(): QuantityButtons {
    return quantityButtons({ quantity: this.quantity, stock: this.stock, inCart: this.inCart });
  }

  /** SPEC §5, §9: the quantities a drop-down offers, up to what can still be added (24 at most). */
  get quantityOptions(): readonly number[] {
    return cartLineQuantityOptions(remainingStock(this.stock, this.inCart));
  }

  /** The price in the site's pricelist; none where the product has no price. */
  get price(): PriceDisplay | undefined {
    const current = this.deps.site.current;
    if (!current) return undefined;
    const prices = this.product.pricesByPricelist;
    const price = Object.hasOwn(prices, current.pricelist.id)
      ? prices[current.pricelist.id]
      : undefined;
    return price ? priceDisplay(price, current.pricelist.currency, this.deps.site.site) : undefined;
  }

  /** The item a restock sign-up is for: the chosen one, else the product's first. */
  get restockItemId(): string {
    return this.selectedItem?.id ?? this.product.items[0]?.id ?? this.product.id;
  }

  /** What a restock sign-up for `restockItemId` is about: the name, colour and that item's size. */
  get restockSubject(): RestockSubject {
    const item = this.product.items.find(({ id }) => id === this.restockItemId);
    return { name: this.product.name, color: this.product.silkVariantName, size: item?.size ?? '' };
  }

  /** SPEC §4 Product list item: add to cart with the price, notify me, or signed up. */
  get button(): ProductListButton {
    return productListButton(
      { id: this.restockItemId, quantity: this.stock, price: this.price?.price ?? '' },
      this.deps.restock.signUps,
    );
  }

  /** SPEC §4 Product list item: Less_Than_2, Low_Stock, Out_Of_Stock or none. */
  get stockBadge(): StockBadge | null {
    return stockBadge(this.stock);
  }

  /** Whether the add button may be pressed: sizes chosen and the quantity within the limit. */
  get canAddToCart(): boolean {
    return (
      !this.isAdding &&
      this.selectedItem !== undefined &&
      checkAddToCart({ requested: this.quantity, inCart: this.inCart, stock: this.stock }).ok
    );
  }

  get isInWishlist(): boolean {
    return this.deps.wishlist.has(this.product.id);
  }

  /** SPEC §4 Product size selection: chooses a size at a level and remembers it. */
  chooseSize(level: number, label: string): void {
    const choice = chooseSize(this.sizedItems, this.sizeChoice, level, label);
    const remembered = sizeChoiceLabel(choice);
    if (remembered !== undefined) this.deps.ui.selectSizeLabel(this.product.id, remembered);
  }

  increment(): void {
    if (!this.quantityButtons.plusDisabled) this.quantity += 1;
  }

  decrement(): void {
    if (!this.quantityButtons.minusDisabled) this.quantity -= 1;
  }

  /** SPEC §4 Wishlist, Animations: toggles the heart and animates the wishlist icon. */
  toggleWishlist(): void {
    this.deps.wishlist.toggle(this.product.id);
    this.deps.ui.animateWishlistIcon();
  }

  /**
   * Adds the chosen item in the chosen quantity (the AddToCart use case: limit, mini cart,
   * wishlist, analytics); after an add the animation runs 2 s and the quantity goes back to 1.
   */
  async addToCart(options: { readonly onCheckoutRoute?: boolean } = {}): Promise<boolean> {
    const item = this.selectedItem;
    if (!item || this.isAdding) return false;
    this.isAdding = true;
    const added = await this.deps.addToCart.run({
      itemId: item.id,
      variantId: this.product.id,
      quantity: this.quantity,
      stock: itemStock(item, this.deps.site.current?.market.id),
      productName: this.product.name,
      onCheckoutRoute: options.onCheckoutRoute,
    });
    runInAction(() => {
      this.isAdding = false;
      if (added) this.startAddAnimation();
    });
    return added;
  }

  /** Stops the add animation's timer. */
  dispose(): void {
    this.cancelAnimation?.();
    this.cancelAnimation = undefined;
  }

  private startAddAnimation(): void {
    this.dispose();
    this.justAdded = true;
    this.cancelAnimation = this.deps.scheduler.after(
      ADD_TO_CART_ANIMATION_MS,
      this.endAddAnimation,
    );
  }

  private endAddAnimation(): void {
    this.justAdded = false;
    this.quantity = QUANTITY_MIN;
    this.cancelAnimation = undefined;
  }
}
