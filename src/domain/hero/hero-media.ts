import { assetsField } from '@/domain/content/blok-fields';
import type { Blok, ContentImage } from '@/domain/content/story';

/** A picture or film with, when the editors gave one, its phone version (under 768px). */
export interface ScreenPair {
  readonly desktop: ContentImage;
  readonly mobile: ContentImage | undefined;
}

/**
 * docs/product.md#hero: what fills a hero — a film over its poster, a picture, or nothing (the
 * hero's own background behind its text).
 */
export type HeroMedia =
  | { readonly kind: 'none' }
  | { readonly kind: 'picture'; readonly picture: ScreenPair }
  | { readonly kind: 'film'; readonly film: ScreenPair; readonly poster: ScreenPair | undefined };

function pair(assets: readonly ContentImage[]): ScreenPair | undefined {
  const [desktop, mobile] = assets;
  return desktop ? { desktop, mobile } : undefined;
}

/**
 * docs/product.md#hero media, from the hero's `videos` and `images` lists (first desktop, second
 * phone; docs/decisions/0046-hero-and-hotspots.md): with a film, the pictures are its poster — what
 * shows before it plays and where motion is reduced. Entries without an address are left out, so
 * a cleared film leaves the picture.
 */
export function heroMedia(blok: Blok): HeroMedia {
  const picture = pair(assetsField(blok, 'images'));
  const film = pair(assetsField(blok, 'videos'));
  if (film) return { kind: 'film', film, poster: picture };
  return picture ? { kind: 'picture', picture } : { kind: 'none' };
}

/** The pictures a hero shows before anything moves: the picture, or the film's poster. */
export function heroStill(media: HeroMedia): ScreenPair | undefined {
  switch (media.kind) {
    case 'picture':
      return media.picture;
    case 'film':
      return media.poster;
    default:
      return undefined;
  }
}
