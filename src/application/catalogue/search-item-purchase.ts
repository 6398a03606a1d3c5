import type { SearchItem, Variant } from '@/domain/search/search-item';
import type { PurchaseSubject } from './purchase-view-model';

/**
 * What a search item's shown variant offers to buy (a product card, a hero hotspot): its item
 * and stock online (docs/product.md#search-data); nothing while no variant is shown.
 */
export function searchItemPurchase(
  item: SearchItem,
  variant: Variant | undefined,
): PurchaseSubject {
  return {
    stock: variant?.quantity ?? 0,
    line: variant && {
      itemId: variant.customFields.centraItemId,
      variantId: variant.id,
      stock: variant.quantity,
      productName: item.title,
    },
  };
}
