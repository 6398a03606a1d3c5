import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  CART_ICON_ANIMATION_MS,
  WISHLIST_ICON_ANIMATION_MS,
  isHeaderStuck,
} from '@/domain/ui/header';
import { Scheduler } from './scheduler.port';
import { TimedFlag } from './timed-flag';

/**
 * What the header shows of the page and the shopper's changes (docs/product.md#header,
 * docs/product.md#animations): whether it sticks to the top once the page has scrolled, and its
 * cart and wishlist icons animating after a change, through the Scheduler port.
 */
@injectable()
export class HeaderFeedbackStore {
  isHeaderStuck = false;
  private readonly cartIcon: TimedFlag;
  private readonly wishlistIcon: TimedFlag;

  constructor(@inject(Scheduler) scheduler: Scheduler) {
    this.cartIcon = new TimedFlag(scheduler, CART_ICON_ANIMATION_MS);
    this.wishlistIcon = new TimedFlag(scheduler, WISHLIST_ICON_ANIMATION_MS);
    makeAutoObservable<this, 'cartIcon' | 'wishlistIcon'>(
      this,
      { cartIcon: false, wishlistIcon: false },
      { autoBind: true },
    );
  }

  get isCartIconAnimating(): boolean {
    return this.cartIcon.isOn;
  }

  get isWishlistIconAnimating(): boolean {
    return this.wishlistIcon.isOn;
  }

  /** Call with the page's scroll offset; the header sticks from 200px. */
  scrolled(scrollY: number): void {
    this.isHeaderStuck = isHeaderStuck(scrollY);
  }

  /** The cart icon animates 2 s on a cart change. */
  animateCartIcon(): void {
    this.cartIcon.trigger();
  }

  /** The wishlist icon animates 0.5 s. */
  animateWishlistIcon(): void {
    this.wishlistIcon.trigger();
  }

  toJSON(): { readonly headerStuck: boolean } {
    return { headerStuck: this.isHeaderStuck };
  }

  /** Takes over a written state. */
  hydrate(state: { readonly headerStuck: boolean }): void {
    this.isHeaderStuck = state.headerStuck;
  }
}
