import { inject, injectable, optional } from 'inversify';
import { comparer, makeAutoObservable, reaction, runInAction } from 'mobx';
import {
  filterStores,
  onlineStores,
  physicalStores,
  storeMapView,
  type StoreMapView,
} from '@/domain/content/store-finder';
import type { StoreLocation } from '@/domain/content/store-location';
import { MapsApiKey, MapsLoader } from './maps-loader.port';
import { StoreMap, type StoreMapOptions, type StoreMarker } from './store-map.port';
import { ContentStore } from '../content/content.store';

/** docs/product.md#errors: what a store finder without a maps key logs. */
export const MISSING_MAPS_KEY_WARNING = 'Store finder: google maps api key not found.';

/** Whether the map can show: `no-key` and `idle` show the list alone. */
export type MapStatus = 'idle' | 'loading' | 'ready' | 'no-key';

export interface StoreFinderState {
  readonly filterText: string;
  readonly selectedId: string | undefined;
  readonly infoId?: string | undefined;
}

/**
 * The store finder (docs/product.md#store-finder, docs/product.md#store-finder,
 * docs/product.md#validation, docs/product.md#errors, docs/product.md#constants-and-limits Store
 * map): the enabled stores filtered by the text typed, the store selected from the list or a
 * marker, the map's view, and the map script — loaded once, the flag reset when it fails so a later
 * visit tries again, never loaded without a key.
 */
@injectable()
export class StoreFinderStore {
  filterText = '';
  selectedId: string | undefined = undefined;
  /**
   * The store whose info window is open on the map (docs/product.md#store-finder: opened by a
   * marker click).
   */
  infoId: string | undefined = undefined;
  mapStatus: MapStatus = 'idle';

  constructor(
    @inject(ContentStore) private readonly content: ContentStore,
    @inject(MapsLoader) private readonly maps: MapsLoader,
    @inject(MapsApiKey) private readonly apiKey: string,
    @inject(StoreMap) @optional() private readonly storeMap?: StoreMap,
  ) {
    makeAutoObservable<this, 'content' | 'maps' | 'apiKey' | 'storeMap'>(
      this,
      // Drawing the map changes no state, so it is no action: its reactions fire as it mounts.
      { content: false, maps: false, apiKey: false, storeMap: false, mountMap: false },
      { autoBind: true },
    );
  }

  /**
   * The enabled stores with an address matching the filter (docs/product.md#validation: only
   * enabled stores are kept; online retailers have a list of their own).
   */
  get stores(): readonly StoreLocation[] {
    return filterStores(physicalStores(this.content.stores), this.filterText);
  }

  /** docs/product.md#store-finder online store list: the enabled retailers that sell online. */
  get onlineStores(): readonly StoreLocation[] {
    return onlineStores(this.content.stores);
  }

  /** The map's markers: the stores the filter keeps. */
  get markers(): readonly StoreMarker[] {
    return this.stores.map(({ id, name, url, latitude, longitude }) => ({
      id,
      name,
      url,
      lat: latitude,
      lng: longitude,
    }));
  }

  /** The open info window's store, while the filter still keeps it. */
  get infoStore(): StoreLocation | undefined {
    return this.stores.find((store) => store.id === this.infoId);
  }

  get selected(): StoreLocation | undefined {
    return this.stores.find((store) => store.id === this.selectedId);
  }

  get mapView(): StoreMapView {
    return storeMapView(this.stores, this.selected);
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
   * docs/product.md#store-finder: a marker was clicked — its store is selected and its info window
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
   * the filtered stores' markers, the selection's view and the open info window; a marker
   * click opens its store. Returns what takes the map down again. Without a map adapter
   * nothing is drawn.
   */
  mountMap(
    element: HTMLElement,
    words: Pick<StoreMapOptions, 'label' | 'linkText' | 'closeText' | 'clusterLabel'>,
  ): () => void {
    if (!this.storeMap) return () => undefined;
    const map = this.storeMap.mount(element, {
      ...words,
      view: this.mapView,
      onMarkerClick: this.openInfo,
      onInfoClose: this.closeInfo,
    });
    const stops = [
      reaction(() => this.markers, map.setMarkers.bind(map), { fireImmediately: true }),
      reaction(() => this.mapView, map.setView.bind(map), { equals: comparer.structural }),
      reaction(() => this.infoStore?.id, map.openInfo.bind(map), { fireImmediately: true }),
    ];
    return () => {
      for (const stop of stops) stop();
      map.destroy();
    };
  }

  toJSON(): StoreFinderState {
    return { filterText: this.filterText, selectedId: this.selectedId, infoId: this.infoId };
  }

  hydrate(state: StoreFinderState): void {
    this.filterText = state.filterText;
    this.selectedId = state.selectedId;
    this.infoId = state.infoId;
  }
}
