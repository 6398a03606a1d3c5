/**
 * Which addresses from the content service may become a link or an image source, whatever
 * hostile CMS content holds. Editors' links lead only to web pages, e-mail or phone numbers, or
 * stay inside the shop; their pictures come from the web or the shop itself. Anything else
 * (`javascript:`, `data:`, `vbscript:`, `file:`, any unknown scheme, control characters a
 * browser would skip while reading the scheme) is no link and no picture at all.
 */

/** The schemes a link may use: the web, e-mail and phone numbers. */
export const LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];

/** The schemes an image source may use; relative addresses are the shop's own. */
export const MEDIA_SCHEMES: readonly string[] = ['http', 'https'];

/** Inline pictures a browser shows as an image and nothing else (no `svg+xml`, no HTML). */
const RASTER_DATA = /^data:image\/(?:png|jpeg|gif|webp|avif)[;,]/i;
const SCHEME = /^([a-z][a-z\d+.-]*):/i;
/** C0 controls and DEL: a browser drops some of them inside a scheme (`java\tscript:`). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The scheme of an address as a browser reads it, in lower case, or `undefined` when it has
 * none (a relative address). Surrounding white space is ignored, as browsers do.
 */
export function urlScheme(address: string): string | undefined {
  return SCHEME.exec(address.trim())?.[1]?.toLowerCase();
}

/**
 * A link's address if it may be followed: `http(s):`, `mailto:`, `tel:` or relative (`/se/sale`,
 * `?q=1`, `#top`, `//host`), trimmed; `undefined` for anything else, blank text, or text with
 * control characters.
 */
export function safeLinkHref(address: string): string | undefined {
  return allowed(address, LINK_SCHEMES);
}

/**
 * An image or video source if it may be loaded: `http(s):`, relative, or an inline raster image
 * (`data:image/png;…`); `undefined` for anything else (`javascript:`, `data:text/html`, SVG
 * data, unknown schemes), blank text, or text with control characters.
 */
export function safeMediaSrc(address: string): string | undefined {
  const trimmed = address.trim();
  if (!CONTROL.test(trimmed) && RASTER_DATA.test(trimmed)) return trimmed;
  return allowed(address, MEDIA_SCHEMES);
}

function allowed(address: string, schemes: readonly string[]): string | undefined {
  const trimmed = address.trim();
  if (trimmed === '' || CONTROL.test(trimmed)) return undefined;
  const scheme = urlScheme(trimmed);
  return scheme === undefined || schemes.includes(scheme) ? trimmed : undefined;
}
