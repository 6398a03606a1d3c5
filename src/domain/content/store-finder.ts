import type { StoreLocation } from './store-location';

// Store map (docs/product.md#constants-and-limits). docs/product.md names a fixed point in Sweden
// without its coordinates: this is the country's approximate centre
// (docs/decisions/0049-store-finder-map.md).
export const STORE_MAP = {
  zoomOnSelect: 16,
  zoomSingleStore: 8,
  zoomManyStores: 6,
  centre: { lat: 62.0, lng: 15.0 },
  markerSizePx: 33,
} as const;

/** Where the store map looks and how close (docs/product.md#constants-and-limits Store map). */
export interface StoreMapView {
  readonly centre: { readonly lat: number; readonly lng: number };
  readonly zoom: number;
}

/**
 * docs/product.md#store-finder text filter: the stores whose name, city, address or zip code
 * contain every word typed, ignoring case and accents (`goteborg` finds Göteborg). Blank text keeps
 * all.
 */
export function filterStores(
  stores: readonly StoreLocation[],
  text: string,
): readonly StoreLocation[] {
  const words = fold(text)
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0) return stores;
  return stores.filter((store) => {
    const haystack = fold([store.name, store.city, store.address, store.zip].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * docs/product.md#constants-and-limits Store map: a selected store close up (zoom 16); a single
 * store at zoom 8; several (or none) at zoom 6 around the fixed point in Sweden.
 */
export function storeMapView(
  stores: readonly StoreLocation[],
  selected?: StoreLocation,
): StoreMapView {
  if (selected) return { centre: at(selected), zoom: STORE_MAP.zoomOnSelect };
  const [only, ...others] = stores;
  if (only && others.length === 0) return { centre: at(only), zoom: STORE_MAP.zoomSingleStore };
  return { centre: STORE_MAP.centre, zoom: STORE_MAP.zoomManyStores };
}

/**
 * docs/product.md#store-finder online store list: a retailer that sells online has a website and no
 * street address; every other store is a place to visit, shown in the store finder.
 */
export function isOnlineStore(store: StoreLocation): boolean {
  return store.address.trim() === '' && store.url.trim() !== '';
}

/** docs/product.md#store-finder: the stores with an address, the ones the map and the list show. */
export function physicalStores(stores: readonly StoreLocation[]): readonly StoreLocation[] {
  return stores.filter((store) => !isOnlineStore(store));
}

/** docs/product.md#store-finder online store list: the online retailers, in the editors' order. */
export function onlineStores(stores: readonly StoreLocation[]): readonly StoreLocation[] {
  return stores.filter(isOnlineStore);
}

function at(store: StoreLocation): StoreMapView['centre'] {
  return { lat: store.latitude, lng: store.longitude };
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('sv');
}
