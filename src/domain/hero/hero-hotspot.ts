import { allBloks, isBlok, numberField, textField } from '@/domain/content/blok-fields';
import type { Blok } from '@/domain/content/story';
import type { SearchItem } from '@/domain/search/search-item';

/**
 * docs/product.md#hero-hotspot, docs/product.md#constants-and-limits: a hotspot asks for at most
 * this many products.
 */
export const HERO_HOTSPOT_QUERY_LIMIT = 3;

/**
 * docs/product.md#hero-hotspot: a product at a point of the hero's picture, in percent of its size.
 */
export interface HeroHotspot {
  readonly uid: string;
  readonly sku: string;
  /** From the left edge, 0 to 100. */
  readonly x: number;
  /** From the top edge, 0 to 100. */
  readonly y: number;
}

const CENTRE = 50;

function percent(value: number | undefined): number {
  return value === undefined ? CENTRE : Math.min(100, Math.max(0, value));
}

/**
 * docs/product.md#hero: the hotspots of a hero's `hotspots` field — each `hero_hotspot` with a
 * product sku, its point kept inside the picture (a missing coordinate is the middle). Others are
 * left out: a hotspot without a product has nothing to open.
 */
export function heroHotspots(bloks: readonly unknown[]): readonly HeroHotspot[] {
  return bloks.flatMap((blok) => {
    if (!isBlok(blok) || blok.component !== 'hero_hotspot') return [];
    const sku = textField(blok, 'sku').trim();
    if (sku === '') return [];
    return [
      {
        uid: blok._uid,
        sku,
        x: percent(numberField(blok, 'x')),
        y: percent(numberField(blok, 'y')),
      },
    ];
  });
}

/** A point of the hero's picture, in percent of its width and height. */
export interface PicturePoint {
  readonly x: number;
  readonly y: number;
}

/**
 * docs/product.md#hero-hotspot on a screen that crops the picture (a phone showing a wide picture
 * at full height): the point the crop centres on — the middle of the span the hotspots cover on
 * each axis, so as many as fit stay where they are (docs/decisions/0093-the-hero-film-and-hotspots-on-a-phone.md).
 * Without hotspots, the picture's middle.
 */
export function hotspotFocus(hotspots: readonly PicturePoint[]): PicturePoint {
  if (hotspots.length === 0) return { x: CENTRE, y: CENTRE };
  const middle = (values: readonly number[]) => (Math.min(...values) + Math.max(...values)) / 2;
  return { x: middle(hotspots.map(({ x }) => x)), y: middle(hotspots.map(({ y }) => y)) };
}

/**
 * The search item a hotspot's product belongs to, among the items a query answered: the one
 * holding the product as a variant, showing that variant — its name with the variant's colour,
 * its picture and price. `undefined` when none holds it.
 */
export function hotspotItem(
  items: readonly SearchItem[],
  productId: string,
): SearchItem | undefined {
  for (const item of items) {
    const variant = item.variants.find(({ id }) => id === productId);
    if (!variant) continue;
    if (variant.id === item.selectedVariantId) return item;
    const colour = variant.color.join(' ');
    return {
      ...item,
      selectedVariantId: variant.id,
      name: colour === '' ? item.title : `${item.title}, ${colour}`,
      imageUrl: variant.imageUrl || item.imageUrl,
      thumbnailUrl: variant.imageUrl || item.thumbnailUrl,
      price: variant.price,
    };
  }
  return undefined;
}

/**
 * docs/product.md#hero: the first hero of a page's tree, depth-first — the page's LCP, loaded
 * first.
 */
export function firstHeroUid(root: Blok): string | undefined {
  return allBloks(root).find(({ component }) => component === 'hero')?._uid;
}
