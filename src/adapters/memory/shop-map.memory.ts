import type {
  MountedShopMap,
  ShopMap,
  ShopMapOptions,
  ShopMarker,
} from '@/application/shop-finder/shop-map.port';
import type { ShopMapView } from '@/domain/content/shop-finder';
import { NORDIC_OUTLINE } from './nordic-outline';
import { clusterPins, type MapPin } from './shop-map-clusters';
import { clusterPin, infoWindow, shopPin } from './shop-map-pins';
import { outlinePoint, project, zoomFactor } from './shop-map-projection';

const SVG = 'http://www.w3.org/2000/svg';

/** The layers are drawn from the map's middle, so no drawing needs the map's size. */
const AT_CENTRE = { position: 'absolute', left: '50%', top: '50%' } as const;

/** Sea, land and the neighbours' paler land, in the shop's quiet paper tones. */
const PALETTE = {
  sea: '#dde5e6',
  land: '#f6f1e8',
  neighbours: '#ece7de',
  coast: '#c3b49e',
  border: '#b9a98f',
} as const;

/**
 * Memory mode's shop map (docs/architecture.md#run-modes): the same markers (33×33) and info
 * window as the Google map, drawn in the page over the Nordic countries' real outline
 * (docs/decisions/0121-the-offline-store-map-from-real-geography.md), with no network. Shops too
 * close to tell apart share one pin that zooms in when clicked.
 */
export class MemoryShopMap implements ShopMap {
  mount(element: HTMLElement, options: ShopMapOptions): MountedShopMap {
    return new MountedOfflineMap(element, options);
  }
}

class MountedOfflineMap implements MountedShopMap {
  private readonly land = document.createElementNS(SVG, 'svg');
  private readonly layers = document.createElementNS(SVG, 'g');
  private readonly pins = document.createElement('div');
  private markers: readonly ShopMarker[] = [];
  private view: ShopMapView;
  private infoId: string | undefined;

  constructor(
    private readonly element: HTMLElement,
    private readonly options: ShopMapOptions,
  ) {
    this.view = options.view;
    element.setAttribute('role', 'region');
    element.setAttribute('aria-label', options.label);
    Object.assign(element.style, {
      position: 'relative',
      overflow: 'hidden',
      background: PALETTE.sea,
    });
    this.land.setAttribute('width', '1');
    this.land.setAttribute('height', '1');
    this.land.setAttribute('aria-hidden', 'true');
    Object.assign(this.land.style, { ...AT_CENTRE, overflow: 'visible' });
    this.layers.append(
      shape(NORDIC_OUTLINE.neighbours, PALETTE.neighbours, PALETTE.coast),
      shape(NORDIC_OUTLINE.land, PALETTE.land, PALETTE.coast),
      shape(NORDIC_OUTLINE.borders, 'none', PALETTE.border, '3 3'),
    );
    this.land.append(this.layers);
    Object.assign(this.pins.style, AT_CENTRE);
    element.append(this.land, this.pins);
    this.draw();
  }

  setMarkers(markers: readonly ShopMarker[]): void {
    this.markers = markers;
    this.drawPins();
  }

  setView(view: ShopMapView): void {
    this.view = view;
    this.draw();
  }

  openInfo(id: string | undefined): void {
    this.infoId = id;
    this.drawPins();
  }

  destroy(): void {
    for (const layer of [this.land, this.pins]) layer.remove();
  }

  private draw(): void {
    const { zoom, centre } = this.view;
    this.element.dataset.zoom = String(zoom);
    this.element.dataset.centre = `${centre.lat},${centre.lng}`;
    const middle = outlinePoint(centre);
    this.layers.setAttribute(
      'transform',
      `scale(${zoomFactor(this.view)}) translate(${-middle.x} ${-middle.y})`,
    );
    this.drawPins();
  }

  private drawPins(): void {
    const focused = this.pins.querySelector<HTMLElement>(':focus')?.dataset.shopId;
    const pins = clusterPins(this.markers, this.view.zoom);
    this.pins.replaceChildren(...pins.map((pin) => this.pin(pin)));
    const open = this.markers.find((marker) => marker.id === this.infoId);
    if (open) {
      const { linkText, closeText, onInfoClose } = this.options;
      this.pins.append(
        infoWindow(open, project(this.view, open), { linkText, closeText }, onInfoClose),
      );
    }
    if (focused) this.pins.querySelector<HTMLElement>(`[data-shop-id="${focused}"]`)?.focus();
  }

  private pin(pin: MapPin): HTMLElement {
    if (pin.kind === 'shop') {
      const { marker } = pin;
      return shopPin(marker, project(this.view, marker), () =>
        this.options.onMarkerClick(marker.id),
      );
    }
    const names = pin.shopIds.map((id) => this.markers.find((marker) => marker.id === id)?.name);
    const label = this.options.clusterLabel(names.filter((name) => name !== undefined));
    return clusterPin(pin.shopIds, label, project(this.view, pin), () => this.expand(pin));
  }

  /** Zooms in on a group until its shops part, and hands the keyboard to the first of them. */
  private expand(pin: Extract<MapPin, { kind: 'cluster' }>): void {
    this.setView({ centre: { lat: pin.lat, lng: pin.lng }, zoom: pin.expansionZoom });
    const ids = (button: HTMLElement) =>
      (button.dataset.shopId ?? button.dataset.shopIds ?? '').split(' ');
    [...this.pins.querySelectorAll<HTMLElement>('button')]
      .find((button) => ids(button).some((id) => pin.shopIds.includes(id)))
      ?.focus();
  }
}

/** One layer of land: a path in outline pixels whose lines keep their width at any zoom. */
function shape(path: string, fill: string, stroke: string, dashes?: string): SVGPathElement {
  const element = document.createElementNS(SVG, 'path');
  element.setAttribute('d', path);
  element.setAttribute('fill', fill);
  element.setAttribute('stroke', stroke);
  element.setAttribute('stroke-width', '0.75');
  element.setAttribute('stroke-linejoin', 'round');
  element.setAttribute('vector-effect', 'non-scaling-stroke');
  if (dashes) element.setAttribute('stroke-dasharray', dashes);
  return element;
}
