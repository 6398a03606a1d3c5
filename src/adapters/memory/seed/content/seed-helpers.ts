import type { MenuLink } from '@/domain/content/menu-link';
import type { Blok, ContentImage, Story } from '@/domain/content/story';
import type { Language } from '@/domain/site/site';

/** Texts written in both languages side by side; `inLanguage` picks one. */
export type Both = readonly [sv: string, en: string];

/** The text of `both` in `language`. */
export function inLanguage(language: Language, both: Both): string {
  return language === 'sv' ? both[0] : both[1];
}

/** A deterministic uuid for a story id, so seeded uuids never change between runs. */
export function uuidFor(id: string): string {
  return `5eed0000-0000-4000-8000-${id.padStart(12, '0')}`;
}

/** A block of a story's tree (docs/product.md#content-blocks). */
export function blok(component: string, uid: string, fields: Record<string, unknown> = {}): Blok {
  return { _uid: uid, component, ...fields };
}

/** A story at `fullSlug`; its slug is the last segment (a folder start page's is `home`). */
export function story(id: string, fullSlug: string, name: string, content: Blok): Story {
  const segments = fullSlug.split('/').filter((segment) => segment !== '');
  const slug = fullSlug.endsWith('/') ? 'home' : (segments.at(-1) ?? '');
  return { id, uuid: uuidFor(id), name, slug, fullSlug, content };
}

/** A multilink to a story, as the editor's link field stores it. */
export function storyLink(cachedUrl: string): MenuLink {
  return { linktype: 'story', cachedUrl };
}

/** A multilink to a web address; without one, a link to nowhere (a phone-number item's). */
export function urlLink(url?: string, target?: string): MenuLink {
  return { linktype: 'url', url, target };
}

/** A multilink to an e-mail address. */
export function emailLink(email: string): MenuLink {
  return { linktype: 'email', email };
}

/** A link field inside a block tree, in the CDN API's own field names. */
export function linkField(cachedUrl: string): Record<string, string> {
  return { fieldtype: 'multilink', linktype: 'story', cached_url: cachedUrl, url: '' };
}

/**
 * The seeded pictures: photographs the shop's image endpoint renders from the drawings in
 * `public/media/content/` (docs/operations.md#pictures), and two flat icons; no network needed.
 * Each use on a page has a picture of its own, so no scene repeats down the home page.
 */
export const MEDIA = {
  heroTable: '/media/content/hero-table.jpg',
  workshop: '/media/content/workshop.jpg',
  plates: '/media/content/plates.jpg',
  bowls: '/media/content/bowls.jpg',
  textiles: '/media/content/textiles.jpg',
  vase: '/media/content/vase.jpg',
  fromClayToTable: '/media/content/from-clay-to-table.jpg',
  wheel: '/media/content/wheel.jpg',
  glazes: '/media/content/glazes.jpg',
  invitation: '/media/content/invitation.jpg',
  /** The newsletter popup's picture. */
  newsletter: '/media/content/newsletter.jpg',
} as const;

/**
 * The trust logos, whose words are drawn in the picture: one picture per language, so a Swedish
 * page reads "Säker", an English one "Secure".
 */
export const TRUST_LOGOS = {
  secure: ['/media/content/trust-secure-sv.svg', '/media/content/trust-secure.svg'],
  delivery: ['/media/content/trust-delivery-sv.svg', '/media/content/trust-delivery.svg'],
} as const satisfies Record<string, Both>;

export function image(filename: string, alt: string): ContentImage {
  return { filename, alt };
}
