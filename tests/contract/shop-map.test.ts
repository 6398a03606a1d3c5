// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GoogleShopMap } from '@/adapters/browser/google-shop-map';
import { MemoryShopMap } from '@/adapters/memory/shop-map.memory';
import { project } from '@/adapters/memory/shop-map-projection';
import { describeShopMap, type ShopMapDriver } from './shop-map.contract';
import { FakeGoogleMaps } from '../support/fake-google-maps';

afterEach(() => {
  document.body.innerHTML = '';
});

const pin = (element: HTMLElement, id: string) =>
  element.querySelector<HTMLButtonElement>(`button[data-shop-id="${id}"]`)!;

describeShopMap('offline (memory mode)', (): ShopMapDriver => ({
  map: new MemoryShopMap(),
  markerIds: (element) =>
    [...element.querySelectorAll<HTMLElement>('button[data-shop-id]')].map(
      (button) => button.dataset.shopId ?? '',
    ),
  markerSize: (element, id) => ({
    width: parseFloat(pin(element, id).style.width),
    height: parseFloat(pin(element, id).style.height),
  }),
  clickMarker: (element, id) => pin(element, id).click(),
  info: (element) => {
    const dialog = element.querySelector('[role="dialog"]');
    if (!dialog) return undefined;
    return {
      name: dialog.getAttribute('aria-label') ?? '',
      href: dialog.querySelector('a')?.getAttribute('href') ?? null,
    };
  },
  closeInfo: (element) =>
    element.querySelector<HTMLButtonElement>('[role="dialog"] button[aria-label="Close"]')!.click(),
  view: (element) => {
    const [lat, lng] = (element.dataset.centre ?? '').split(',').map(Number);
    return { centre: { lat: lat!, lng: lng! }, zoom: Number(element.dataset.zoom) };
  },
}));

describe('the offline map', () => {
  it('names itself and draws the Nordic countries without fetching anything but the marker picture', () => {
    const element = document.createElement('div');
    new MemoryShopMap().mount(element, {
      view: { centre: { lat: 62, lng: 15 }, zoom: 6 },
      label: 'Map of the stores',
      linkText: 'Store page',
      closeText: 'Close',
      clusterLabel: (names) => `${names.length} stores`,
      onMarkerClick: () => undefined,
      onInfoClose: () => undefined,
    });
    expect(element.getAttribute('role')).toBe('region');
    expect(element.getAttribute('aria-label')).toBe('Map of the stores');
    expect(element.querySelectorAll('path').length).toBeGreaterThan(0);
  });

  it('projects the centre to the middle, north up and east right, doubling with each zoom', () => {
    const view = { centre: { lat: 62, lng: 15 }, zoom: 6 };
    expect(project(view, view.centre)).toEqual({ x: 0, y: 0 });
    const north = project(view, { lat: 63, lng: 15 });
    const east = project(view, { lat: 62, lng: 16 });
    expect(north.y).toBeLessThan(0);
    expect(east.x).toBeGreaterThan(0);
    expect(project({ ...view, zoom: 7 }, { lat: 63, lng: 15 }).y).toBeCloseTo(north.y * 2);
  });
});

describe('the Google map, over a stand-in for google.maps', () => {
  let fake: FakeGoogleMaps;
  beforeEach(() => {
    fake = FakeGoogleMaps.install();
  });
  afterEach(() => FakeGoogleMaps.uninstall());

  describeShopMap('Google (http mode)', (): ShopMapDriver => ({
    map: new GoogleShopMap(),
    markerIds: () => fake.liveMarkers().map((marker) => marker.shopId()),
    markerSize: (_element, id) => fake.marker(id).iconSize(),
    clickMarker: (_element, id) => fake.marker(id).trigger('click'),
    info: () => fake.info()?.read(),
    closeInfo: () => fake.info()?.trigger('closeclick'),
    view: () => fake.map().view(),
  }));
});
