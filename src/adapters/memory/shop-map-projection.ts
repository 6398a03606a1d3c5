import { geoConicConformal, type GeoProjection } from 'd3-geo';
import { SHOP_MAP, type ShopMapView } from '@/domain/content/shop-finder';

/** A point in pixels from the view's centre: x to the east, y to the south. */
export interface MapPoint {
  readonly x: number;
  readonly y: number;
}

/** The zoom the outline is drawn at (`npm run shop-map`); any other zoom scales it. */
export const OUTLINE_ZOOM = SHOP_MAP.zoomManyShops;

/**
 * Pixels per radian at `OUTLINE_ZOOM`: like a tiled map each zoom step doubles it, and zoom 6
 * shows the shops from Malmö to Umeå in a column-sized map.
 */
const OUTLINE_SCALE = 1650;

/**
 * The offline map's projection (docs/decisions/0121-the-offline-store-map-from-real-geography.md):
 * Lambert conformal conic with standard parallels across the Nordic countries, so Norway's coast
 * and Lapland keep their shapes, centred on the shop finder's fixed point in Sweden. The outline
 * generator and the pins use this one projection, so the pins sit where the coast says.
 */
export function nordicProjection(): GeoProjection {
  const { lat, lng } = SHOP_MAP.centre;
  return geoConicConformal()
    .parallels([57, 67])
    .rotate([-lng, 0])
    .center([0, lat])
    .scale(OUTLINE_SCALE)
    .translate([0, 0]);
}

const projection = nordicProjection();

/** Where `point` lies at `OUTLINE_ZOOM`, in pixels from the fixed centre. */
export function outlinePoint(point: { readonly lat: number; readonly lng: number }): MapPoint {
  const [x, y] = projection([point.lng, point.lat]) ?? [0, 0];
  return { x, y };
}

/** How much larger than the outline's zoom `view` draws everything. */
export function zoomFactor(view: ShopMapView): number {
  return 2 ** (view.zoom - OUTLINE_ZOOM);
}

/** Where `point` lies in `view`, in pixels from the view's centre. */
export function project(
  view: ShopMapView,
  point: { readonly lat: number; readonly lng: number },
): MapPoint {
  const at = outlinePoint(point);
  const centre = outlinePoint(view.centre);
  const factor = zoomFactor(view);
  return { x: (at.x - centre.x) * factor, y: (at.y - centre.y) * factor };
}
