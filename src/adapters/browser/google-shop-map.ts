import type {
  MountedShopMap,
  ShopMap,
  ShopMapOptions,
  ShopMarker,
} from '@/application/shop-finder/shop-map.port';
import { SHOP_MAP, type ShopMapView } from '@/domain/content/shop-finder';
import { SHOP_MARKER_ICON } from '@/adapters/shared/shop-marker-icon';

/**
 * The shop finder's map on Google Maps (docs/product.md#store-finder,
 * docs/product.md#constants-and-limits Store map). Runs after `GoogleMapsLoader` has loaded the
 * script, so `google.maps` is there.
 */
export class GoogleShopMap implements ShopMap {
  mount(element: HTMLElement, options: ShopMapOptions): MountedShopMap {
    return new MountedGoogleMap(element, options);
  }
}

class MountedGoogleMap implements MountedShopMap {
  private readonly map: google.maps.Map;
  private readonly info: google.maps.InfoWindow;
  private markers = new Map<string, { marker: google.maps.Marker; shop: ShopMarker }>();

  constructor(
    element: HTMLElement,
    private readonly options: ShopMapOptions,
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

  setMarkers(markers: readonly ShopMarker[]): void {
    for (const { marker } of this.markers.values()) marker.setMap(null);
    const size = SHOP_MAP.markerSizePx;
    this.markers = new Map(
      markers.map((shop) => {
        const marker = new google.maps.Marker({
          map: this.map,
          position: { lat: shop.lat, lng: shop.lng },
          title: shop.name,
          icon: { url: SHOP_MARKER_ICON, scaledSize: new google.maps.Size(size, size) },
        });
        marker.addListener('click', () => this.options.onMarkerClick(shop.id));
        return [shop.id, { marker, shop }];
      }),
    );
  }

  setView(view: ShopMapView): void {
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
    this.info.setContent(infoContent(entry.shop, this.options.linkText));
    this.info.open({ map: this.map, anchor: entry.marker });
  }

  destroy(): void {
    this.info.close();
    for (const { marker } of this.markers.values()) marker.setMap(null);
    this.markers.clear();
    google.maps.event.clearInstanceListeners(this.map);
  }
}

function toGoogleView(view: ShopMapView): { center: google.maps.LatLngLiteral; zoom: number } {
  return { center: { lat: view.centre.lat, lng: view.centre.lng }, zoom: view.zoom };
}

/**
 * The info window: the shop's name and a link to its page (docs/product.md#store-finder), built
 * without HTML text.
 */
function infoContent(shop: ShopMarker, linkText: string): HTMLElement {
  const box = document.createElement('div');
  const name = document.createElement('strong');
  name.textContent = shop.name;
  box.append(name);
  if (shop.url) {
    const link = document.createElement('a');
    link.href = shop.url;
    link.textContent = linkText;
    box.append(document.createElement('br'), link);
  }
  return box;
}
