/**
 * The shop finder's marker picture (public/media), drawn at 33×33 by both maps
 * (docs/product.md#constants-and-limits).
 */
export const SHOP_MARKER_ICON = '/media/content/store-marker.svg';
