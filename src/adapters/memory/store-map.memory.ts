import type {
  MountedStoreMap,
  StoreMap,
  StoreMapOptions,
  StoreMarker,
} from '@/application/store-finder/store-map.port';
import { STORE_MAP } from '@/domain/constants';
import type { StoreMapView } from '@/domain/content/store-finder';
import { STORE_MARKER_ICON } from '@/adapters/shared/store-marker-icon';
import { SCANDINAVIA_OUTLINE } from './scandinavia-outline';

const SVG = 'http://www.w3.org/2000/svg';

/** The layers are drawn from the map's middle, so no drawing needs the map's size. */
const AT_CENTRE = { position: 'absolute', left: '50%', top: '50%' } as const;

/**
 * How many pixels one degree of latitude takes at `zoom`: doubling with each step like a tiled
 * map, scaled so that zoom 6 shows the stores from Malmö to Umeå in a column-sized map.
 */
export function pixelsPerDegree(zoom: number): number {
  return 0.45 * 2 ** zoom;
}

/**
 * An equirectangular projection: where `point` lies, in pixels from the view's centre (x to the
 * east, y to the south), longitudes shortened by the cosine of the centre's latitude.
 */
export function project(
  view: StoreMapView,
  point: { readonly lat: number; readonly lng: number },
): { readonly x: number; readonly y: number } {
  const k = pixelsPerDegree(view.zoom);
  const squeeze = Math.cos((view.centre.lat * Math.PI) / 180);
  return {
    x: (point.lng - view.centre.lng) * k * squeeze,
    y: (view.centre.lat - point.lat) * k,
  };
}

/**
 * Memory mode's store map (docs/architecture.md#run-modes): the same markers (33×33) and info
 * window as the Google map, drawn in the page over a hand-drawn outline of Scandinavia, with no
 * network.
 */
export class MemoryStoreMap implements StoreMap {
  mount(element: HTMLElement, options: StoreMapOptions): MountedStoreMap {
    return new MountedOfflineMap(element, options);
  }
}

class MountedOfflineMap implements MountedStoreMap {
  private readonly land = document.createElementNS(SVG, 'svg');
  private readonly grid = document.createElement('div');
  private readonly pins = document.createElement('div');
  private markers: readonly StoreMarker[] = [];
  private view: StoreMapView;
  private infoId: string | undefined;

  constructor(
    private readonly element: HTMLElement,
    private readonly options: StoreMapOptions,
  ) {
    this.view = options.view;
    element.setAttribute('role', 'region');
    element.setAttribute('aria-label', options.label);
    Object.assign(element.style, {
      position: 'relative',
      overflow: 'hidden',
      background: '#dfe7ea',
    });
    this.land.setAttribute('width', '1');
    this.land.setAttribute('height', '1');
    this.land.setAttribute('aria-hidden', 'true');
    Object.assign(this.land.style, { ...AT_CENTRE, overflow: 'visible' });
    Object.assign(this.grid.style, {
      position: 'absolute',
      inset: '0',
      pointerEvents: 'none',
      backgroundImage:
        'linear-gradient(rgba(31, 28, 25, 0.06) 1px, transparent 1px), linear-gradient(90deg, rgba(31, 28, 25, 0.06) 1px, transparent 1px)',
      backgroundSize: '48px 48px',
    });
    Object.assign(this.pins.style, AT_CENTRE);
    element.append(this.land, this.grid, this.pins);
    this.draw();
  }

  setMarkers(markers: readonly StoreMarker[]): void {
    this.markers = markers;
    this.drawPins();
  }

  setView(view: StoreMapView): void {
    this.view = view;
    this.draw();
  }

  openInfo(id: string | undefined): void {
    this.infoId = id;
    this.drawPins();
  }

  destroy(): void {
    for (const layer of [this.land, this.grid, this.pins]) layer.remove();
  }

  private draw(): void {
    const { zoom, centre } = this.view;
    this.element.dataset.zoom = String(zoom);
    this.element.dataset.centre = `${centre.lat},${centre.lng}`;
    this.land.replaceChildren(...SCANDINAVIA_OUTLINE.map((shape) => this.polygon(shape)));
    this.drawPins();
  }

  private drawPins(): void {
    const focused = this.pins.querySelector<HTMLElement>(':focus')?.dataset.storeId;
    this.pins.replaceChildren(...this.markers.map((marker) => this.pin(marker)));
    const open = this.markers.find((marker) => marker.id === this.infoId);
    if (open) this.pins.append(this.infoWindow(open));
    if (focused) this.pins.querySelector<HTMLElement>(`[data-store-id="${focused}"]`)?.focus();
  }

  private polygon(shape: (typeof SCANDINAVIA_OUTLINE)[number]): SVGPolygonElement {
    const polygon = document.createElementNS(SVG, 'polygon');
    const points = shape.map(([lng, lat]) => project(this.view, { lat, lng }));
    polygon.setAttribute('points', points.map(({ x, y }) => `${x},${y}`).join(' '));
    polygon.setAttribute('fill', '#f3eee5');
    polygon.setAttribute('stroke', '#c9bba6');
    polygon.setAttribute('stroke-width', '1.5');
    return polygon;
  }

  private pin(marker: StoreMarker): HTMLButtonElement {
    const size = STORE_MAP.markerSizePx;
    const { x, y } = project(this.view, marker);
    const button = document.createElement('button');
    button.type = 'button';
    button.title = marker.name;
    button.setAttribute('aria-label', marker.name);
    button.dataset.storeId = marker.id;
    Object.assign(button.style, {
      position: 'absolute',
      left: `${x - size / 2}px`,
      top: `${y - size}px`,
      width: `${size}px`,
      height: `${size}px`,
      padding: '0',
      border: '0',
      background: 'none',
      cursor: 'pointer',
    });
    const icon = document.createElement('img');
    Object.assign(icon, { src: STORE_MARKER_ICON, alt: '', width: size, height: size });
    icon.style.display = 'block';
    button.append(icon);
    button.addEventListener('click', () => this.options.onMarkerClick(marker.id));
    return button;
  }

  private infoWindow(marker: StoreMarker): HTMLElement {
    const { x, y } = project(this.view, marker);
    const box = document.createElement('div');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-label', marker.name);
    Object.assign(box.style, {
      position: 'absolute',
      left: `${x}px`,
      top: `${y - STORE_MAP.markerSizePx - 8}px`,
      transform: 'translate(-50%, -100%)',
      minWidth: '11rem',
      padding: '0.75rem 2.25rem 0.75rem 0.9rem',
      background: '#fff',
      color: '#1f1c19',
      borderRadius: '4px',
      boxShadow: '0 2px 10px rgba(31, 28, 25, 0.25)',
      fontSize: '0.875rem',
      lineHeight: '1.5',
    });
    const name = document.createElement('strong');
    name.textContent = marker.name;
    name.style.display = 'block';
    box.append(name);
    if (marker.url) {
      const link = document.createElement('a');
      link.href = marker.url;
      link.textContent = this.options.linkText;
      link.style.color = 'inherit';
      box.append(link);
    }
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = '×';
    close.setAttribute('aria-label', this.options.closeText);
    Object.assign(close.style, {
      position: 'absolute',
      top: '0.25rem',
      right: '0.25rem',
      width: '1.75rem',
      height: '1.75rem',
      border: '0',
      background: 'none',
      fontSize: '1.25rem',
      cursor: 'pointer',
    });
    close.addEventListener('click', () => this.options.onInfoClose());
    box.append(close);
    return box;
  }
}
