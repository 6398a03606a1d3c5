import type { StoreMapView } from '@/domain/content/store-finder';

export const StoreMap = Symbol('StoreMap');

/** A store's pin on the map (docs/product.md#store-finder: map markers). */
export interface StoreMarker {
  readonly id: string;
  readonly name: string;
  /** The store's page, linked from its info window; empty when it has none. */
  readonly url: string;
  readonly lat: number;
  readonly lng: number;
}

/** What the map tells the store finder, and the words it shows. */
export interface StoreMapOptions {
  readonly view: StoreMapView;
  /** The map's accessible name. */
  readonly label: string;
  /** The text of the link in an info window. */
  readonly linkText: string;
  /** The text of an info window's close control. */
  readonly closeText: string;
  /**
   * The accessible name of one pin for the stores of these names, for a map that groups close
   * pins ("3 stores: Lera Malmö, …"), so groups of the same size can be told apart.
   */
  readonly clusterLabel: (names: readonly string[]) => string;
  readonly onMarkerClick: (id: string) => void;
  /** The shopper closed the info window. */
  readonly onInfoClose: () => void;
}

/**
 * The store finder's map (docs/product.md#store-finder, docs/product.md#constants-and-limits Store
 * map): draws markers 33×33 and one info window (store name and link) inside an element the view
 * hands it. The provider's script is loaded beforehand through `MapsLoader`.
 */
export interface StoreMap {
  /** Draws a map in `element` at `options.view`; the handle moves and redraws it. */
  mount(element: HTMLElement, options: StoreMapOptions): MountedStoreMap;
}

/** One drawn map. */
export interface MountedStoreMap {
  /** Replaces the markers with these (the stores the filter keeps). */
  setMarkers(markers: readonly StoreMarker[]): void;
  /**
   * Moves to a centre and zoom (docs/product.md#constants-and-limits: 16 on select, 8 for one
   * store, 6 for many).
   */
  setView(view: StoreMapView): void;
  /** Opens the info window of the marker with this id; closes it for `undefined`. */
  openInfo(id: string | undefined): void;
  /** Removes the map and its listeners from the element. */
  destroy(): void;
}
