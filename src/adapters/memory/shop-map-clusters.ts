import Supercluster from 'supercluster';
import type { ShopMarker } from '@/application/shop-finder/shop-map.port';
import { SHOP_MAP } from '@/domain/content/shop-finder';
import { OUTLINE_ZOOM, outlinePoint } from './shop-map-projection';

/** A pin on the offline map: one shop, or shops too close to tell apart at this zoom. */
export type MapPin =
  | { readonly kind: 'shop'; readonly marker: ShopMarker }
  | {
      readonly kind: 'cluster';
      readonly lat: number;
      readonly lng: number;
      /** The shops it stands for, in the order they were given. */
      readonly shopIds: readonly string[];
      /** The zoom at which it parts into smaller groups or single shops. */
      readonly expansionZoom: number;
    };

/** Pins whose centres are closer than this (pixels) would cover each other's 33 px markers. */
const APART_PX = SHOP_MAP.markerSizePx + 7;
const EXTENT = 512;

/**
 * Supercluster counts its radius in tile pixels of a Web Mercator map, a tile of `EXTENT` spanning
 * 360° of longitude at zoom 0. Both maps are conformal, so near the centre `APART_PX` of this map
 * are the radius that spans as many degrees east–west.
 */
function clusterRadius(): number {
  const { lat, lng } = SHOP_MAP.centre;
  const oneDegree =
    outlinePoint({ lat, lng: lng + 0.5 }).x - outlinePoint({ lat, lng: lng - 0.5 }).x;
  const worldPx = oneDegree * 360;
  return (APART_PX / worldPx) * EXTENT * 2 ** OUTLINE_ZOOM;
}

const RADIUS = clusterRadius();

/**
 * The offline map's pins at `zoom` (docs/decisions/0121-the-offline-store-map-from-real-geography.md):
 * shops whose markers would overlap become one cluster; every shop is in exactly one pin. A
 * selected shop's close-up (zoom 16) shows every shop on its own.
 */
export function clusterPins(markers: readonly ShopMarker[], zoom: number): readonly MapPin[] {
  const index = new Supercluster<{ id: string }>({
    radius: RADIUS,
    extent: EXTENT,
    maxZoom: SHOP_MAP.zoomOnSelect - 1,
  });
  index.load(
    markers.map((marker) => ({
      type: 'Feature',
      properties: { id: marker.id },
      geometry: { type: 'Point', coordinates: [marker.lng, marker.lat] },
    })),
  );
  const byId = new Map(markers.map((marker) => [marker.id, marker]));
  const order = new Map(markers.map((marker, position) => [marker.id, position]));
  return index.getClusters([-180, -90, 180, 90], Math.floor(zoom)).map((feature): MapPin => {
    const [lng = 0, lat = 0] = feature.geometry.coordinates;
    if (!('cluster' in feature.properties)) {
      return { kind: 'shop', marker: byId.get(feature.properties.id)! };
    }
    const clusterId = feature.properties.cluster_id;
    const shopIds = index
      .getLeaves(clusterId, Infinity)
      .map((leaf) => leaf.properties.id)
      .sort((a, b) => order.get(a)! - order.get(b)!);
    return {
      kind: 'cluster',
      lat,
      lng,
      shopIds,
      expansionZoom: Math.min(index.getClusterExpansionZoom(clusterId), SHOP_MAP.zoomOnSelect),
    };
  });
}
