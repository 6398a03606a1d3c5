import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import {
  showWishlistVariant,
  type ShownVariants,
  shownWishlistVariant,
  wishlistPageNextVariant,
} from '@/domain/wishlist/wishlist-page';
import { AddToCart, type AddToCartRequest } from '@/application/cart/add-to-cart';
import { HeaderFeedbackStore } from '@/application/shared/header-feedback.store';
import { WishlistStore } from './wishlist.store';

/**
 * What `WishlistPageStore.toJSON` writes and `hydrate` reads
 * (docs/architecture.md#server-rendering).
 */
export interface WishlistPageState {
  readonly shown: ShownVariants;
}

/** An add to cart from a wishlist card: the shown variant's item, stock and name. */
export type WishlistCartLine = Omit<AddToCartRequest, 'variantId' | 'onCheckoutRoute'>;

/**
 * The wishlist page (docs/product.md#wishlist): which variant each wished-for product's card shows.
 * A product is a search item and `productVariantIds` its variants' ids in the item's order
 * (`item.variants.map(({ id }) => id)`). After a toggle or an add to cart the card switches to
 * the next variant of the product still wished for (domain `wishlistPageNextVariant`).
 */
@injectable()
export class WishlistPageStore {
  /** The variant shown of each product whose card switched, at most one per product. */
  shown: ShownVariants = [];

  constructor(
    @inject(WishlistStore) private readonly wishlist: WishlistStore,
    @inject(AddToCart) private readonly addToCartUseCase: AddToCart,
    @inject(HeaderFeedbackStore) private readonly header: HeaderFeedbackStore,
  ) {
    makeAutoObservable<this, 'wishlist' | 'addToCartUseCase' | 'ui'>(
      this,
      { shown: observable.ref, wishlist: false, addToCartUseCase: false, ui: false },
      { autoBind: true },
    );
  }

  /** The variant the product's card shows: the one it switched to, else its first wished one. */
  shownVariant(productVariantIds: readonly string[]): string | undefined {
    return shownWishlistVariant(this.shown, productVariantIds, this.wishlist.ids);
  }

  /**
   * docs/product.md#wishlist, Animations: the heart of the card showing `current` — adds or removes
   * it and animates the wishlist icon — then the card switches to the other wished-for variant.
   */
  toggle(productVariantIds: readonly string[], current: string): void {
    this.wishlist.toggle(current);
    this.header.animateWishlistIcon();
    this.switchFrom(productVariantIds, current);
  }

  /**
   * docs/product.md#panels, docs/product.md#wishlist: adds the card's variant through the AddToCart use case
   * (limit, mini cart, off the wishlist — the wishlist page is not the checkout route — analytics);
   * once added, the card switches to the other wished-for variant. Resolves whether it was added.
   */
  async addToCart(
    productVariantIds: readonly string[],
    current: string,
    line: WishlistCartLine,
  ): Promise<boolean> {
    const added = await this.addToCartUseCase.run({
      ...line,
      variantId: current,
      onCheckoutRoute: false,
    });
    if (added) runInAction(() => this.switchFrom(productVariantIds, current));
    return added;
  }

  toJSON(): WishlistPageState {
    return { shown: [...this.shown] };
  }

  hydrate(state: WishlistPageState): void {
    this.shown = [...state.shown];
  }

  private switchFrom(productVariantIds: readonly string[], current: string): void {
    const next = wishlistPageNextVariant(productVariantIds, current, this.wishlist.ids);
    this.shown = showWishlistVariant(this.shown, productVariantIds, next);
  }
}
