import { describe, expect, it, vi } from 'vitest';
import type { ShopMap, ShopMapOptions, ShopMarker } from '@/application/shop-finder/shop-map.port';
import { SHOP_MAP, type ShopMapView } from '@/domain/content/shop-finder';

/** How a test reads and works one drawn map, whatever draws it. */
export interface ShopMapDriver {
  readonly map: ShopMap;
  markerIds(element: HTMLElement): readonly string[];
  markerSize(element: HTMLElement, id: string): { readonly width: number; readonly height: number };
  clickMarker(element: HTMLElement, id: string): void;
  /** The open info window's shop name and link, if one is open. */
  info(element: HTMLElement): { readonly name: string; readonly href: string | null } | undefined;
  closeInfo(element: HTMLElement): void;
  view(element: HTMLElement): ShopMapView;
}

/** The shops the contract draws. */
export const MARKERS: readonly ShopMarker[] = [
  { id: 'a', name: 'Lera Höganäs', url: 'https://lera.example/hoganas', lat: 56.2, lng: 12.56 },
  { id: 'b', name: 'Lera Umeå', url: '', lat: 63.83, lng: 20.26 },
];

const MANY: ShopMapView = { centre: SHOP_MAP.centre, zoom: SHOP_MAP.zoomManyShops };

/**
 * The ShopMap port's contract (docs/architecture.md#contract-suites): markers, view and info
 * window, whatever draws them.
 */
export function describeShopMap(name: string, makeDriver: () => ShopMapDriver): void {
  describe(`ShopMap contract: ${name}`, () => {
    function mount(overrides: Partial<ShopMapOptions> = {}) {
      const driver = makeDriver();
      const element = document.createElement('div');
      document.body.append(element);
      const options: ShopMapOptions = {
        view: MANY,
        label: 'Map of the stores',
        linkText: 'Store page',
        closeText: 'Close',
        clusterLabel: (names) => `${names.length} stores`,
        onMarkerClick: vi.fn(),
        onInfoClose: vi.fn(),
        ...overrides,
      };
      const mounted = driver.map.mount(element, options);
      return { driver, element, options, mounted };
    }

    it('draws one 33×33 marker per store and replaces them', () => {
      const { driver, element, mounted } = mount();
      mounted.setMarkers(MARKERS);
      expect(driver.markerIds(element)).toEqual(['a', 'b']);
      expect(driver.markerSize(element, 'a')).toEqual({
        width: SHOP_MAP.markerSizePx,
        height: SHOP_MAP.markerSizePx,
      });
      mounted.setMarkers(MARKERS.slice(1));
      expect(driver.markerIds(element)).toEqual(['b']);
    });

    it('reports a marker click with its store id', () => {
      const { driver, element, mounted, options } = mount();
      mounted.setMarkers(MARKERS);
      driver.clickMarker(element, 'b');
      expect(options.onMarkerClick).toHaveBeenCalledWith('b');
    });

    it("opens the info window with the store's name and link, and closes it", () => {
      const { driver, element, mounted, options } = mount();
      mounted.setMarkers(MARKERS);
      expect(driver.info(element)).toBeUndefined();
      mounted.openInfo('a');
      expect(driver.info(element)).toEqual({
        name: 'Lera Höganäs',
        href: 'https://lera.example/hoganas',
      });
      mounted.openInfo('b');
      expect(driver.info(element)).toEqual({ name: 'Lera Umeå', href: null });
      driver.closeInfo(element);
      expect(options.onInfoClose).toHaveBeenCalled();
      mounted.openInfo(undefined);
      expect(driver.info(element)).toBeUndefined();
    });

    it('starts at the given view and follows setView', () => {
      const { driver, element, mounted } = mount();
      expect(driver.view(element)).toEqual(MANY);
      const close: ShopMapView = { centre: { lat: 56.2, lng: 12.56 }, zoom: 16 };
      mounted.setView(close);
      expect(driver.view(element)).toEqual(close);
    });

    it('leaves nothing behind when destroyed', () => {
      const { driver, element, mounted } = mount();
      mounted.setMarkers(MARKERS);
      mounted.openInfo('a');
      mounted.destroy();
      expect(driver.markerIds(element)).toEqual([]);
      expect(driver.info(element)).toBeUndefined();
    });
  });
}
