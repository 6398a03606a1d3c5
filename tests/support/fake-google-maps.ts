import { MARKERS } from '../contract/shop-map.contract';

type Listener = () => void;

class Listening {
  private readonly listeners = new Map<string, Listener[]>();

  addListener(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return { remove: () => undefined };
  }

  trigger(event: string): void {
    for (const listener of this.listeners.get(event) ?? []) listener();
  }

  clear(): void {
    this.listeners.clear();
  }
}

class FakeMap extends Listening {
  private center: google.maps.LatLngLiteral;
  private zoom: number;

  constructor(_element: HTMLElement, options: google.maps.MapOptions) {
    super();
    this.center = options.center as google.maps.LatLngLiteral;
    this.zoom = options.zoom ?? 0;
    FakeGoogleMaps.current.maps.push(this);
  }

  setCenter(center: google.maps.LatLngLiteral): void {
    this.center = center;
  }

  setZoom(zoom: number): void {
    this.zoom = zoom;
  }

  view() {
    return { centre: { lat: this.center.lat, lng: this.center.lng }, zoom: this.zoom };
  }
}

class FakeSize {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
}

class FakeMarker extends Listening {
  private map: unknown;

  constructor(readonly options: google.maps.MarkerOptions) {
    super();
    this.map = options.map;
    FakeGoogleMaps.current.markers.push(this);
  }

  setMap(map: unknown): void {
    this.map = map;
  }

  isLive(): boolean {
    return this.map !== null && this.map !== undefined;
  }

  shopId(): string {
    return MARKERS.find((marker) => marker.name === this.options.title)?.id ?? '';
  }

  iconSize(): { width: number; height: number } {
    const size = (this.options.icon as google.maps.Icon).scaledSize as unknown as FakeSize;
    return { width: size.width, height: size.height };
  }
}

class FakeInfoWindow extends Listening {
  private content: HTMLElement | undefined;
  private isOpen = false;

  constructor() {
    super();
    FakeGoogleMaps.current.infos.push(this);
  }

  setContent(content: HTMLElement): void {
    this.content = content;
  }

  open(): void {
    this.isOpen = true;
  }

  close(): void {
    this.isOpen = false;
  }

  read() {
    if (!this.isOpen || !this.content) return undefined;
    return {
      name: this.content.querySelector('strong')?.textContent ?? '',
      href: this.content.querySelector('a')?.getAttribute('href') ?? null,
    };
  }
}

/** A stand-in for the parts of `google.maps` the shop map uses, installed on `window`. */
export class FakeGoogleMaps {
  static current: FakeGoogleMaps;
  readonly maps: FakeMap[] = [];
  readonly markers: FakeMarker[] = [];
  readonly infos: FakeInfoWindow[] = [];

  static install(): FakeGoogleMaps {
    FakeGoogleMaps.current = new FakeGoogleMaps();
    Object.assign(globalThis, {
      google: {
        maps: {
          Map: FakeMap,
          Marker: FakeMarker,
          InfoWindow: FakeInfoWindow,
          Size: FakeSize,
          event: { clearInstanceListeners: (target: Listening) => target.clear() },
        },
      },
    });
    return FakeGoogleMaps.current;
  }

  static uninstall(): void {
    Reflect.deleteProperty(globalThis, 'google');
  }

  map(): FakeMap {
    return this.maps.at(-1)!;
  }

  liveMarkers(): FakeMarker[] {
    return this.markers.filter((marker) => marker.isLive());
  }

  marker(id: string): FakeMarker {
    return this.liveMarkers().find((marker) => marker.shopId() === id)!;
  }

  info(): FakeInfoWindow | undefined {
    return this.infos.at(-1);
  }
}
