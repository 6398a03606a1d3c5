import { inject, injectable, optional } from 'inversify';
import { comparer, makeAutoObservable, reaction, runInAction } from 'mobx';
import {
  filterShops,
  onlineShops,
  physicalShops,
  shopMapView,
  type ShopMapView,
} from '@/domain/content/shop-finder';
import type { ShopLocation } from '@/domain/content/shop-location';
import { MapsApiKey, MapsLoader } from './maps-loader.port';
import { ShopMap, type ShopMapOptions, type ShopMarker } from './shop-map.port';
import { ContentStore } from '@/application/content/content.store';

/** docs/product.md#errors: what a shop finder without a maps key logs. */
export const MISSING_MAPS_KEY_WARNING = 'Store finder: google maps api key not found.';

/** Whether the map can show: `no-key` and `idle` show the list alone. */
export type MapStatus = 'idle' | 'loading' | 'ready' | 'no-key';

export interface ShopFinderState {
  readonly filterText: string;
  readonly selectedId: string | undefined;
  readonly infoId?: string | undefined;
}

/**
 * The shop finder (docs/product.md#store-finder, docs/product.md#store-finder,
 * docs/product.md#validation, docs/product.md#errors, docs/product.md#constants-and-limits Store
 * map): the enabled shops filtered by the text typed, the shop selected from the list or a
 * marker, the map's view, and the map script — loaded once, the flag reset when it fails so a later
 * visit tries again, never loaded without a key.
 */
@injectable()
export class ShopFinderStore {
  filterText = '';
  selectedId: string | undefined = undefined;
  /**
   * The shop whose info window is open on the map (docs/product.md#store-finder: opened by a
   * marker click).
   */
  infoId: string | undefined = undefined;
  mapStatus: MapStatus = 'idle';

  constructor(
    @inject(ContentStore) private readonly content: ContentStore,
    @inject(MapsLoader) private readonly maps: MapsLoader,
    @inject(MapsApiKey) private readonly apiKey: string,
    @inject(ShopMap) @optional() private readonly shopMap?: ShopMap,
  ) {
    makeAutoObservable<this, 'content' | 'maps' | 'apiKey' | 'shopMap'>(
      this,
      // Drawing the map changes no state, so it is no action: its reactions fire as it mounts.
      { content: false, maps: false, apiKey: false, shopMap: false, mountMap: false },
      { autoBind: true },
    );
  }

  /**
   * The enabled shops with an address matching the filter (docs/product.md#validation: only
   * enabled shops are kept; online retailers have a list of their own).
   */
  get shops(): readonly ShopLocation[] {
    return filterShops(physicalShops(this.content.shops), this.filterText);
  }

  /** docs/product.md#store-finder online shop list: the enabled retailers that sell online. */
  get onlineShops(): readonly ShopLocation[] {
    return onlineShops(this.content.shops);
  }

  /** The map's markers: the shops the filter keeps. */
  get markers(): readonly ShopMarker[] {
    return this.shops.map(({ id, name, url, latitude, longitude }) => ({
      id,
      name,
      url,
      lat: latitude,
      lng: longitude,
    }));
  }

  /** The open info window's shop, while the filter still keeps it. */
  get infoShop(): ShopLocation | undefined {
    return this.shops.find((shop) => shop.id === this.infoId);
  }

  get selected(): ShopLocation | undefined {
    return this.shops.find((shop) => shop.id === this.selectedId);
  }

  get mapView(): ShopMapView {
    return shopMapView(this.shops, this.selected);
  }

  setFilter(text: string): void {
    this.filterText = text;
  }

  /** A marker or a list entry was chosen; choosing it again lets go of it. */
  select(id: string): void {
    this.selectedId = this.selectedId === id ? undefined : id;
    this.infoId = undefined;
  }

  /**
   * docs/product.md#store-finder: a marker was clicked — its shop is selected and its info window
   * opens.
   */
  openInfo(id: string): void {
    this.selectedId = id;
    this.infoId = id;
  }

  closeInfo(): void {
    this.infoId = undefined;
  }

  /**
   * docs/product.md#store-finder, docs/product.md#validation, docs/product.md#errors: loads the map
   * script once; without a key, warns and shows the list alone (unless the map needs no key, as
   * memory mode's offline map).
   */
  async loadMap(): Promise<void> {
    if (this.mapStatus === 'loading' || this.mapStatus === 'ready') return;
    if (this.maps.needsKey && this.apiKey.trim() === '') {
      if (this.mapStatus !== 'no-key') console.warn(MISSING_MAPS_KEY_WARNING);
      this.mapStatus = 'no-key';
      return;
    }
    this.mapStatus = 'loading';
    try {
      await this.maps.load(this.apiKey);
      runInAction(() => (this.mapStatus = 'ready'));
    } catch (error) {
      console.error("Couldn't load the store map", error);
      runInAction(() => (this.mapStatus = 'idle'));
    }
  }

  /**
   * Draws the map in `element`, in the shopper's words, and keeps it in step with the finder:
   * the filtered shops' markers, the selection's view and the open info window; a marker
   * click opens its shop. Returns what takes the map down again. Without a map adapter
   * nothing is drawn.
   */
  mountMap(
    element: HTMLElement,
    words: Pick<ShopMapOptions, 'label' | 'linkText' | 'closeText' | 'clusterLabel'>,
  ): () => void {
    if (!this.shopMap) return () => undefined;
    const map = this.shopMap.mount(element, {
      ...words,
      view: this.mapView,
      onMarkerClick: this.openInfo,
      onInfoClose: this.closeInfo,
    });
    const stops = [
      reaction(() => this.markers, map.setMarkers.bind(map), { fireImmediately: true }),
      reaction(() => this.mapView, map.setView.bind(map), { equals: comparer.structural }),
      reaction(() => this.infoShop?.id, map.openInfo.bind(map), { fireImmediately: true }),
    ];
    return () => {
      for (const stop of stops) stop();
      map.destroy();
    };
  }

  toJSON(): ShopFinderState {
    return { filterText: this.filterText, selectedId: this.selectedId, infoId: this.infoId };
  }

  hydrate(state: ShopFinderState): void {
    this.filterText = state.filterText;
    this.selectedId = state.selectedId;
    this.infoId = state.infoId;
  }
}
