import type { MenuLink } from './menu-link';
import { safeMediaSrc } from './safe-url';
import { hasMarkup } from './html-allow-lists';
import type { Blok, ContentImage } from './story';

/**
 * Safe readers for a block's own fields (docs/product.md#content-blocks). The content service gives
 * each block whatever its editors filled in, so a field may be missing or of another type; a
 * reader answers with the fallback then, and a block shows what it can instead of breaking.
 */

/** A text field as the editors typed it; `fallback` when it is not a string. */
export function textField(blok: Blok, field: string, fallback = ''): string {
  const value = blok[field];
  return typeof value === 'string' ? value : fallback;
}

/** A number field (the editors' number fields may arrive as numeric strings). */
export function numberField(blok: Blok, field: string): number | undefined {
  const value = blok[field];
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/** A boolean field; only `true` is true. */
export function booleanField(blok: Blok, field: string): boolean {
  return blok[field] === true;
}

/** The nested blocks of a field (a page's `body`, an accordion's `items`), skipping non-blocks. */
export function bloksField(blok: Blok, field: string): readonly Blok[] {
  const value = blok[field];
  return Array.isArray(value) ? value.filter(isBlok) : [];
}

/** Every block of a tree, the root first, then depth-first in field order. */
export function allBloks(root: Blok): readonly Blok[] {
  const nested = Object.values(root).flatMap((value) =>
    Array.isArray(value) ? value.filter(isBlok) : [],
  );
  return [root, ...nested.flatMap(allBloks)];
}

export function isBlok(value: unknown): value is Blok {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { _uid?: unknown })._uid === 'string' &&
    typeof (value as { component?: unknown }).component === 'string'
  );
}

/**
 * A link field (the CDN's multilink: `linktype`, `cached_url`, `url`, `email`, `target`) as a
 * menu link, which `resolveMenuLink` turns into where it leads; `undefined` when the field is
 * not a link.
 */
export function linkField(blok: Blok, field: string): MenuLink | undefined {
  const value = blok[field];
  if (typeof value !== 'object' || value === null) return undefined;
  const raw = value as Record<string, unknown>;
  const text = (key: string) => (typeof raw[key] === 'string' ? raw[key] : undefined);
  const linktype = text('linktype');
  if (linktype === undefined) return undefined;
  return {
    linktype,
    id: text('id'),
    cachedUrl: text('cached_url') ?? '',
    url: text('url') ?? '',
    email: text('email') ?? '',
    target: text('target') ?? '',
  };
}

/**
 * An image (or video) asset field: its address and alt text; `undefined` without an address, or
 * with one no picture may come from (`javascript:`, `data:text/html`…: `safeMediaSrc`).
 */
export function assetField(blok: Blok, field: string): ContentImage | undefined {
  const value = blok[field];
  if (typeof value !== 'object' || value === null) return undefined;
  const { filename, alt } = value as { filename?: unknown; alt?: unknown };
  if (typeof filename !== 'string' || safeMediaSrc(filename) === undefined) return undefined;
  return { filename, alt: typeof alt === 'string' ? alt : '' };
}

/** A list of asset fields (a hero's images), leaving out entries without an address. */
export function assetsField(blok: Blok, field: string): readonly ContentImage[] {
  const value = blok[field];
  if (!Array.isArray(value)) return [];
  return value.flatMap(
    (entry: unknown) => assetField({ _uid: '', component: '', entry }, 'entry') ?? [],
  );
}

/**
 * A block's own text fields that hold the editors' markup: its rich text, which is sanitized
 * before it shows (docs/product.md#content-blocks).
 */
export function markupFields(blok: Blok): readonly string[] {
  return Object.values(blok).filter(
    (value): value is string => typeof value === 'string' && hasMarkup(value),
  );
}
