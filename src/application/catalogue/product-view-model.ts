import { makeAutoObservable } from 'mobx';
import type { Product, ProductItem } from '@/domain/catalogue/product';
import { priceDisplay, type PriceDisplay } from '@/domain/money/price-display';
import { sizeChoiceFromLabel, sizeChoiceLabel } from '@/domain/sizes/remembered-size';
import type { SizedItem } from '@/domain/sizes/size-parsing';
import { canAddSizeToCart, resolveSizeItem } from '@/domain/sizes/size-resolution';
import { chooseSize, sizeOptions, type SizeChoice } from '@/domain/sizes/size-selection';
import { itemStock, productStock } from '@/domain/stock/item-stock';
import { productListButton, type ProductListButton } from '@/domain/stock/product-list-button';
import { cartLineQuantityOptions } from '@/domain/stock/quantity-options';
import type { QuantityButtons } from '@/domain/stock/quantity-stepper';
import { stockBadge, type StockBadge } from '@/domain/stock/stock-badge';
import { isInStock, remainingStock } from '@/domain/stock/stock-rules';
import type { SiteContext } from '@/application/shared/site-context.port';
import {
  LIST_ITEM_PURCHASE,
  type PurchaseSubject,
  type PurchaseViewModel,
} from './purchase-view-model';
import type { PurchaseViewModelFactory } from './purchase-view-model.factory';
import type { RestockDatesStore } from '@/application/marketing/restock-dates.store';
import type { RestockStore, RestockSubject } from '@/application/marketing/restock.store';
import type { HeaderFeedbackStore } from '@/application/shared/header-feedback.store';
import type { SizeChoiceStore } from '@/application/shared/size-choice.store';
import type { WishlistStore } from '@/application/wishlist/wishlist.store';
import type { TypedQuantity } from '@/domain/stock/typed-quantity';

/** What one product's view model reads and asks (the singletons it shares with the shop). */
export interface ProductViewModelDeps {
  readonly site: SiteContext;
  readonly sizes: SizeChoiceStore;
  readonly header: HeaderFeedbackStore;
  readonly wishlist: WishlistStore;
  readonly restock: RestockStore;
  readonly restockDates: RestockDatesStore;
  readonly purchases: PurchaseViewModelFactory;
}

/**
 * One product as a product page, quick view or list item shows it
 * (docs/product.md#product-list-item, Product size selection, Wishlist): the size choice
 * (remembered per product in the SizeChoiceStore), the quantity and its bounds, the button, the stock badge
 * and the wishlist heart. Made per product by `ProductViewModelFactory`; `dispose()` when the
 * product leaves the screen.
 */
export class ProductViewModel {
  /** The quantity, the add and its "added" state (docs/product.md#product-list-item). */
  readonly purchase: PurchaseViewModel;

  constructor(
    readonly product: Product,
    private readonly deps: ProductViewModelDeps,
  ) {
    this.purchase = deps.purchases.create(() => this.purchaseSubject, LIST_ITEM_PURCHASE);
    makeAutoObservable<this, 'deps'>(
      this,
      { product: false, deps: false, purchase: false },
      { autoBind: true },
    );
  }

  get quantity(): number {
    return this.purchase.quantity;
  }

  /** An add is under way. */
  get isAdding(): boolean {
    return this.purchase.isAdding;
  }

  /**
   * docs/product.md#product-list-item: the add animation, 2 s after an add; then the quantity
   * resets.
   */
  get justAdded(): boolean {
    return this.purchase.justAdded;
  }

  /** The product's items named by their size, as the size rules read them. */
  get sizedItems(): readonly SizedItem[] {
    return this.product.items.map((item) => ({ id: item.id, name: item.size }));
  }

  /**
   * docs/product.md#product-size-selection: the remembered choice, valid for this product; a single size is
   * chosen for you.
   */
  get sizeChoice(): SizeChoice {
    return sizeChoiceFromLabel(this.sizedItems, this.deps.sizes.selectedSizeLabel(this.product.id));
  }

  /** The sizes offered at each level; the second only after the first is chosen. */
  get sizeOptions(): readonly (readonly string[])[] {
    return sizeOptions(this.sizedItems, this.sizeChoice);
  }

  /** docs/product.md#product-size-selection: add to cart is allowed only when all size levels are chosen. */
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
    return this.purchase.inCart;
  }

  /** docs/product.md#validation: plus stops where one more would pass the stock, minus at 1. */
  get quantityButtons(): QuantityButtons {
    return this.purchase.quantityButtons;
  }

  /**
   * docs/product.md#validation, docs/product.md#constants-and-limits: the quantities a drop-down
   * offers, up to what can still be added (24 at most).
   */
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

  /** docs/product.md#product-list-item: add to cart with the price, notify me, or signed up. */
  get button(): ProductListButton {
    return productListButton(
      { id: this.restockItemId, quantity: this.stock, price: this.price?.price ?? '' },
      this.deps.restock.signUps,
    );
  }

  /**
   * docs/product.md#restock-dates: while what is chosen is sold out, the day (00:00 UTC) the
   * market's editors expect it back — a date for the chosen size before one for the product or
   * its design.
   */
  get expectedRestock(): number | undefined {
    if (isInStock(this.stock)) return undefined;
    const { sku, motherSku } = this.product;
    return this.deps.restockDates.expectedBack([this.selectedItem?.sku ?? '', sku, motherSku]);
  }

  /** docs/product.md#product-list-item: Less_Than_2, Low_Stock, Out_Of_Stock or none. */
  get stockBadge(): StockBadge | null {
    return stockBadge(this.stock);
  }

  /** Whether the add button may be pressed: sizes chosen and the quantity within the limit. */
  get canAddToCart(): boolean {
    return this.purchase.canAddToCart;
  }

  get isInWishlist(): boolean {
    return this.deps.wishlist.has(this.product.id);
  }

  /** docs/product.md#product-size-selection: chooses a size at a level and remembers it. */
  chooseSize(level: number, label: string): void {
    const choice = chooseSize(this.sizedItems, this.sizeChoice, level, label);
    const remembered = sizeChoiceLabel(choice);
    if (remembered !== undefined) this.deps.sizes.selectSizeLabel(this.product.id, remembered);
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

  /** docs/product.md#wishlist, Animations: toggles the heart and animates the wishlist icon. */
  toggleWishlist(): void {
    this.deps.wishlist.toggle(this.product.id);
    this.deps.header.animateWishlistIcon();
  }

  /**
   * Adds the chosen item in the chosen quantity (the AddToCart use case: limit, mini cart,
   * wishlist, analytics); after an add the animation runs 2 s and the quantity goes back to 1.
   */
  addToCart(options: { readonly onCheckoutRoute?: boolean } = {}): Promise<boolean> {
    return this.purchase.add(options);
  }

  /** Stops the add animation's timer. */
  dispose(): void {
    this.purchase.dispose();
  }

  /** What an add buys: the chosen item, once every size level is chosen. */
  private get purchaseSubject(): PurchaseSubject {
    const item = this.selectedItem;
    return {
      stock: this.stock,
      line: item && {
        itemId: item.id,
        variantId: this.product.id,
        stock: itemStock(item, this.deps.site.current?.market.id),
        productName: this.product.name,
      },
    };
  }
}
