/**
 * Paths on the commerce backend the start-up asks for (docs/product.md#commerce-backend), in one
 * place so the start-up's preload hints (start-up-requests.ts) name the very same URLs. Light on
 * purpose: the hints are inlined in index.html, so nothing here may pull in axios or the schemas.
 */
export const commercePaths = {
  markets: '/markets',
  pricelists: '/pricelists',
  /** docs/product.md#route-lookup: `kök/skålar` → `/mateus/route/k%C3%B6k/sk%C3%A5lar`. */
  route: (path: string): string => `/mateus/route/${encodePath(path)}`,
};

/** Each segment escaped, the slashes between them kept, surrounding slashes dropped. */
function encodePath(path: string): string {
  return path
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .map(encodeURIComponent)
    .join('/');
}
