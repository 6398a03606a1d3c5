/**
 * Redirects: the place inside the shop a navigation target names, as path, query and
 * hash (`https://shop.example/se/kontakt?x=1` → `/se/kontakt?x=1`, `kontakt` → `/kontakt`,
 * `/se/a/../b` → `/se/b`), or `null` when it leads anywhere else. A search answer's redirect
 * (docs/product.md#commerce-backend) and the start-up redirect (docs/product.md#start-up) go
 * through it, so a backend can never send the shopper off-site. Refused: other hosts, ports or
 * schemes; protocol-relative `//evil.example` and its backslash forms (`/\evil.example`, which
 * browsers read as `//`); `javascript:`, `data:` and any other scheme; anything the URL parser
 * rejects; and a path that itself starts with `//`, which a router would take for another host, and
 * a blank target. Read the way a browser reads a link, so what passes here is where the browser
 * would go.
 */
export function sameOriginPath(target: string, origin: string): string | null {
  if (target.trim() === '') return null;
  const base = parseUrl(origin);
  if (base === null || base.origin === 'null') return null;
  const url = parseUrl(target, base);
  // `blob:https://shop.example/…` has the shop's origin but is no page of it.
  if (url === null || url.origin !== base.origin || url.protocol !== base.protocol) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return /^\/[/\\]/.test(path) ? null : path;
}

function parseUrl(text: string, base?: URL): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}
