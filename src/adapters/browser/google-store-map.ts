import type {
  MountedStoreMap,
  StoreMap,
  StoreMapOptions,
  StoreMarker,
} from '@/application/store-finder/store-map.port';
import { STORE_MAP, type StoreMapView } from '@/domain/content/store-finder';
import { STORE_MARKER_ICON } from '@/adapters/shared/store-marker-icon';

/**
 * The store finder's map on Google Maps (docs/product.md#store-finder,
 * docs/product.md#constants-and-limits Store map). Runs after `GoogleMapsLoader` has loaded the
 * script, so `google.maps` is there.
 */
export class GoogleStoreMap implements StoreMap {
  mount(element: HTMLElement, options: StoreMapOptions): MountedStoreMap {
    return new MountedGoogleMap(element, options);
  }
}

class MountedGoogleMap implements MountedStoreMap {
  private readonly map: google.maps.Map;
  private readonly info: google.maps.InfoWindow;
  private markers = new Map<string, { marker: google.maps.Marker; store: StoreMarker }>();

  constructor(
    element: HTMLElement,
    private readonly options: StoreMapOptions,
  ) {
    element.setAttribute('role', 'region');
    element.setAttribute('aria-label', options.label);
    this.map = new google.maps.Map(element, {
      ...toGoogleView(options.view),
      mapTypeControl: false,
      streetViewControl: false,
      fullscreenControl: false,
    });
    this.info = new google.maps.InfoWindow();
    this.info.addListener('closeclick', () => options.onInfoClose());
  }

  setMarkers(markers: readonly StoreMarker[]): void {
    for (const { marker } of this.markers.values()) marker.setMap(null);
    const size = STORE_MAP.markerSizePx;
    this.markers = new Map(
      markers.map((store) => {
        const marker = new google.maps.Marker({
          map: this.map,
          position: { lat: store.lat, lng: store.lng },
          title: store.name,
          icon: { url: STORE_MARKER_ICON, scaledSize: new google.maps.Size(size, size) },
        });
        marker.addListener('click', () => this.options.onMarkerClick(store.id));
        return [store.id, { marker, store }];
      }),
    );
  }

  setView(view: StoreMapView): void {
    const { center, zoom } = toGoogleView(view);
    this.map.setCenter(center);
    this.map.setZoom(zoom);
  }

  openInfo(id: string | undefined): void {
    const entry = id === undefined ? undefined : this.markers.get(id);
    if (!entry) {
      this.info.close();
      return;
    }
    this.info.setContent(infoContent(entry.store, this.options.linkText));
    this.info.open({ map: this.map, anchor: entry.marker });
  }

  destroy(): void {
    this.info.close();
    for (const { marker } of this.markers.values()) marker.setMap(null);
    this.markers.clear();
    google.maps.event.clearInstanceListeners(this.map);
  }
}

function toGoogleView(view: StoreMapView): { center: google.maps.LatLngLiteral; zoom: number } {
  return { center: { lat: view.centre.lat, lng: view.centre.lng }, zoom: view.zoom };
}

/**
 * The info window: the store's name and a link to its page (docs/product.md#store-finder), built
 * without HTML text.
 */
function infoContent(store: StoreMarker, linkText: string): HTMLElement {
  const box = document.createElement('div');
  const name = document.createElement('strong');
  name.textContent = store.name;
  box.append(name);
  if (store.url) {
    const link = document.createElement('a');
    link.href = store.url;
    link.textContent = linkText;
    box.append(document.createElement('br'), link);
  }
  return box;
}
