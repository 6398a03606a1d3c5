import type { ShopMapView } from '@/domain/content/shop-finder';

export const ShopMap = Symbol('ShopMap');

/** A shop's pin on the map (docs/product.md#store-finder: map markers). */
export interface ShopMarker {
  readonly id: string;
  readonly name: string;
  /** The shop's page, linked from its info window; empty when it has none. */
  readonly url: string;
  readonly lat: number;
  readonly lng: number;
}

/** What the map tells the shop finder, and the words it shows. */
export interface ShopMapOptions {
  readonly view: ShopMapView;
  /** The map's accessible name. */
  readonly label: string;
  /** The text of the link in an info window. */
  readonly linkText: string;
  /** The text of an info window's close control. */
  readonly closeText: string;
  /**
   * The accessible name of one pin for the shops of these names, for a map that groups close
   * pins ("3 shops: Lera Malmö, …"), so groups of the same size can be told apart.
   */
  readonly clusterLabel: (names: readonly string[]) => string;
  readonly onMarkerClick: (id: string) => void;
  /** The shopper closed the info window. */
  readonly onInfoClose: () => void;
}

/**
 * The shop finder's map (docs/product.md#store-finder, docs/product.md#constants-and-limits Store
 * map): draws markers 33×33 and one info window (shop name and link) inside an element the view
 * hands it. The provider's script is loaded beforehand through `MapsLoader`.
 */
export interface ShopMap {
  /** Draws a map in `element` at `options.view`; the handle moves and redraws it. */
  mount(element: HTMLElement, options: ShopMapOptions): MountedShopMap;
}

/** One drawn map. */
export interface MountedShopMap {
  /** Replaces the markers with these (the shops the filter keeps). */
  setMarkers(markers: readonly ShopMarker[]): void;
  /**
   * Moves to a centre and zoom (docs/product.md#constants-and-limits: 16 on select, 8 for one
   * shop, 6 for many).
   */
  setView(view: ShopMapView): void;
  /** Opens the info window of the marker with this id; closes it for `undefined`. */
  openInfo(id: string | undefined): void;
  /** Removes the map and its listeners from the element. */
  destroy(): void;
}
