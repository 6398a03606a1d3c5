import { formatSite, LANGUAGES, type Site } from '@/domain/site/site';

/** A root-relative path into a language folder: `/sv`, `/en/about-us`, `/sv/om-oss#team`. */
const LANGUAGE_FOLDER = new RegExp(`^/(?:${LANGUAGES.join('|')})(?=[/?#]|$)`);

/**
 * An opening `<a …>` tag and the double-quoted `href` in it, as a sanitizer writes the HTML back
 * out (attribute values in double quotes, a quote inside one written `&quot;`).
 */
const ANCHOR_HREF = /(<a\s[^>]*?\bhref=")([^"]*)(")/gi;

/**
 * docs/product.md#content-blocks rich-text links: the content service links a story by its path
 * in the language folder (`/sv/om-oss`, `/en/about-us#team`), which is no page of the shop; the
 * shop's page of that story is under the current site (`/se/om-oss`, `/se-en/about-us#team`),
 * the folder dropped as for menu links (`resolveMenuLink`). Every other address — another site,
 * `mailto:`, a path already under a site (`/se/rea`), an anchor — is kept as it is.
 */
export function siteLinkHref(href: string, site: Site): string {
  return LANGUAGE_FOLDER.test(href) ? href.replace(LANGUAGE_FOLDER, `/${formatSite(site)}`) : href;
}

/**
 * Sanitized rich text (docs/product.md#content-blocks) with every link's `href` passed through
 * `siteLinkHref`; nothing else in it changes.
 */
export function siteLinksInHtml(html: string, site: Site): string {
  return html.replace(
    ANCHOR_HREF,
    (_, start: string, href: string, end: string) => `${start}${siteLinkHref(href, site)}${end}`,
  );
}
