/**
 * docs/product.md#quick-view, docs/product.md#constants-and-limits: the product popup offers at
 * most this many related items.
 */
export const POPUP_RELATED_ITEMS_MAX = 3;
