import { formatSite, isLanguage, type Site } from '@/domain/site/site';
import { safeLinkHref } from './safe-url';

/** docs/product.md#menus link, as the content service's multilink describes it. */
export interface MenuLink {
  /** `story` (a content page), `url` or `asset` (a web address), `email`. */
  readonly linktype: string;
  /** For a story: the story's uuid. */
  readonly id?: string | undefined;
  /** For a story: its slug, which may start with the language folder (`sv/kitchen/bowls`). */
  readonly cachedUrl?: string;
  readonly url?: string;
  readonly email?: string;
  /** `_blank` opens a web address in a new tab. */
  readonly target?: string;
}

/** Where a menu item leads: a page of this shop, another site, or an e-mail address. */
export type MenuLinkTarget =
  | { readonly kind: 'internal'; readonly path: string }
  | { readonly kind: 'external'; readonly href: string; readonly newTab: boolean }
  | { readonly kind: 'email'; readonly href: string };

/** The link target that opens a new browser tab. */
export const NEW_TAB_TARGET = '_blank';

const MAILTO = 'mailto:';
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;
const RELATIVE = /^[/?#]/;
/** A host as editors paste it without a scheme: `www.example.com`, `shop.se/sale?x=1`. */
const BARE_HOST = /^[^\s/?#:]+(?::\d+)?(?:[/?#]|$)/;

/**
 * docs/product.md#menus link. A story becomes a path under the current site (`/no-en/kitchen`) with
 * any leading language folder (`sv/`, `en/`) dropped, since the site prefix already names the
 * language. A web address keeps its form (a bare `www.…` gets `https://`; text that is no host
 * then, like `a:b`, leads nowhere, since a browser would open a blank page) and opens a new tab
 * when the link's or the menu item's target is `_blank`. An e-mail address becomes `mailto:`.
 * A link with nothing to point at (empty slug, address or e-mail, unknown type) is `undefined`:
 * the item is shown as plain text; so is an address with any other scheme than http(s), mailto
 * or tel (`javascript:`, `data:`, `vbscript:`…: `safeLinkHref`).
 */
export function resolveMenuLink(
  link: MenuLink,
  site: Site,
  itemTarget?: string,
): MenuLinkTarget | undefined {
  switch (link.linktype) {
    case 'story':
      return internalPath(link.cachedUrl, site);
    case 'url':
    case 'asset':
      return externalHref(
        link.url,
        link.target === NEW_TAB_TARGET || itemTarget === NEW_TAB_TARGET,
      );
    case 'email':
      return emailHref(link.email);
    default:
      return undefined;
  }
}

function internalPath(cachedUrl: string | undefined, site: Site): MenuLinkTarget | undefined {
  const slug = (cachedUrl ?? '').trim();
  if (slug === '') return undefined;
  const segments = slug.split('/').filter((segment) => segment !== '');
  const rest = segments.filter((segment, index) => index > 0 || !isLanguage(segment));
  return { kind: 'internal', path: ['', formatSite(site), ...rest].join('/') };
}

function externalHref(url: string | undefined, newTab: boolean): MenuLinkTarget | undefined {
  const address = (url ?? '').trim();
  if (address === '') return undefined;
  const href =
    HAS_SCHEME.test(address) || RELATIVE.test(address)
      ? safeLinkHref(address)
      : BARE_HOST.test(address)
        ? safeLinkHref(`https://${address}`)
        : undefined;
  return href === undefined ? undefined : { kind: 'external', href, newTab };
}

function emailHref(email: string | undefined): MenuLinkTarget | undefined {
  const address = (email ?? '').trim();
  if (address === '') return undefined;
  const href = safeLinkHref(
    address.toLowerCase().startsWith(MAILTO) ? address : `${MAILTO}${address}`,
  );
  return href === undefined ? undefined : { kind: 'email', href };
}
