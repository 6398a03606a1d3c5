import type { ShopLocation } from './shop-location';

// Shop map (docs/product.md#constants-and-limits). docs/product.md names a fixed point in Sweden
// without its coordinates: this is the country's approximate centre
// (docs/decisions/0049-store-finder-map.md).
export const SHOP_MAP = {
  zoomOnSelect: 16,
  zoomSingleShop: 8,
  zoomManyShops: 6,
  centre: { lat: 62.0, lng: 15.0 },
  markerSizePx: 33,
} as const;

/** Where the shop map looks and how close (docs/product.md#constants-and-limits Store map). */
export interface ShopMapView {
  readonly centre: { readonly lat: number; readonly lng: number };
  readonly zoom: number;
}

/**
 * docs/product.md#store-finder text filter: the shops whose name, city, address or zip code
 * contain every word typed, ignoring case and accents (`goteborg` finds Göteborg). Blank text keeps
 * all.
 */
export function filterShops(shops: readonly ShopLocation[], text: string): readonly ShopLocation[] {
  const words = fold(text)
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0) return shops;
  return shops.filter((shop) => {
    const haystack = fold([shop.name, shop.city, shop.address, shop.zip].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * docs/product.md#constants-and-limits Store map: a selected shop close up (zoom 16); a single
 * shop at zoom 8; several (or none) at zoom 6 around the fixed point in Sweden.
 */
export function shopMapView(shops: readonly ShopLocation[], selected?: ShopLocation): ShopMapView {
  if (selected) return { centre: at(selected), zoom: SHOP_MAP.zoomOnSelect };
  const [only, ...others] = shops;
  if (only && others.length === 0) return { centre: at(only), zoom: SHOP_MAP.zoomSingleShop };
  return { centre: SHOP_MAP.centre, zoom: SHOP_MAP.zoomManyShops };
}

/**
 * docs/product.md#store-finder online shop list: a retailer that sells online has a website and no
 * street address; every other shop is a place to visit, shown in the shop finder.
 */
export function isOnlineShop(shop: ShopLocation): boolean {
  return shop.address.trim() === '' && shop.url.trim() !== '';
}

/** docs/product.md#store-finder: the shops with an address, the ones the map and the list show. */
export function physicalShops(shops: readonly ShopLocation[]): readonly ShopLocation[] {
  return shops.filter((shop) => !isOnlineShop(shop));
}

/** docs/product.md#store-finder online shop list: the online retailers, in the editors' order. */
export function onlineShops(shops: readonly ShopLocation[]): readonly ShopLocation[] {
  return shops.filter(isOnlineShop);
}

function at(shop: ShopLocation): ShopMapView['centre'] {
  return { lat: shop.latitude, lng: shop.longitude };
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('sv');
}
