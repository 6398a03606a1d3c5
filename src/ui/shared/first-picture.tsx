import { createContext, useContext, useId, useMemo, useState, type ReactNode } from 'react';
import { preload } from 'react-dom';

/**
 * Which picture of each page holds its one high fetch priority: the first, in render order, that
 * asks for it. Render order is document order on the server and in hydration alike, so both
 * sides pick the same picture; a picture rendered again keeps its claim (same `useId`).
 */
class FirstPictureClaims {
  private readonly holders = new Map<string, string>();

  claim(page: string, picture: string): boolean {
    const holder = this.holders.get(page);
    if (holder === undefined) this.holders.set(page, picture);
    return (holder ?? picture) === picture;
  }
}

const FirstPictureContext = createContext<
  { readonly claims: FirstPictureClaims; readonly page: string } | undefined
>(undefined);

/** Gives the pictures below one high-priority picture per `page` (a page's path). */
export function FirstPictureScope(props: { readonly page: string; readonly children: ReactNode }) {
  const [claims] = useState(() => new FirstPictureClaims());
  const value = useMemo(() => ({ claims, page: props.page }), [claims, props.page]);
  return (
    <FirstPictureContext.Provider value={value}>{props.children}</FirstPictureContext.Provider>
  );
}

/**
 * Whether this picture loads with high priority: it asks (`wanted`: it shows at the top of the
 * page) and no picture before it on the page asked first. Outside a scope, whatever it asks.
 */
export function useHighPriority(wanted: boolean): boolean {
  const scope = useContext(FirstPictureContext);
  const id = useId();
  if (!wanted) return false;
  return scope === undefined || scope.claims.claim(scope.page, id);
}

/** One way the browser may fetch a picture: its sources, for the screens `media` names. */
export interface PictureSource {
  readonly href: string;
  readonly srcSet?: string | undefined;
  readonly sizes?: string | undefined;
  readonly media?: string | undefined;
}

/**
 * Preloads the page's high-priority picture exactly as its `<img>` or `<source>` will ask for
 * it, so the server's HTML names it in the head and the browser fetches it before any script
 * (docs/architecture.md#server-rendering).
 */
export function preloadPicture(source: PictureSource): void {
  preload(source.href, {
    as: 'image',
    fetchPriority: 'high',
    ...(source.srcSet ? { imageSrcSet: source.srcSet, imageSizes: source.sizes ?? '100vw' } : {}),
    ...(source.media ? { media: source.media } : {}),
  });
}
