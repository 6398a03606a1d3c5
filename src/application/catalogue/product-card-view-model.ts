import { makeAutoObservable } from 'mobx';
import type { SearchItem, Variant } from '@/domain/search/search-item';
import { shownVariant } from '@/domain/search/shown-variant';
import { LIST_ITEM_PURCHASE, type PurchaseViewModel } from './purchase-view-model';
import type { PurchaseViewModelFactory } from './purchase-view-model.factory';
import { searchItemPurchase } from './search-item-purchase';

/**
 * One search item as a product card shows it (docs/product.md#product-list-item): the variant its
 * swatches chose and the quick add of that variant — a quantity from 1 and add to cart, reading
 * "added" for 2 s after an add. Made per card by `ProductCardViewModelFactory`; `dispose()` when
 * the card leaves the screen.
 */
export class ProductCardViewModel {
  variantId: string;
  readonly purchase: PurchaseViewModel;

  constructor(
    readonly item: SearchItem,
    purchases: PurchaseViewModelFactory,
  ) {
    this.variantId = item.selectedVariantId;
    this.purchase = purchases.create(
      () => searchItemPurchase(this.item, this.variant),
      LIST_ITEM_PURCHASE,
    );
    makeAutoObservable(this, { item: false, purchase: false }, { autoBind: true });
  }

  /** The variant shown: the one chosen, else the item's selected one, else its first. */
  get variant(): Variant | undefined {
    return shownVariant(this.item, this.variantId);
  }

  /** Shows another variant; the quantity stays as it is. */
  chooseVariant(variantId: string): void {
    this.variantId = variantId;
  }

  /** Stops the "added" state's timer. */
  dispose(): void {
    this.purchase.dispose();
  }
}
