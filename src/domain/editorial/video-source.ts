/** docs/product.md#content-blocks video: the two addresses editors give; either may be empty. */
export interface VideoSources {
  readonly desktop: string;
  readonly mobile: string;
}

/**
 * docs/product.md#content-blocks video, docs/product.md#constants-and-limits breakpoints: the
 * address to play — the mobile one under 768 px, the desktop one from there; when the one for this
 * screen is missing, the other; `undefined` when both are, so only the poster shows (never a broken
 * player).
 */
export function videoSource(sources: VideoSources, isMobile: boolean): string | undefined {
  const desktop = sources.desktop.trim();
  const mobile = sources.mobile.trim();
  const chosen = isMobile ? mobile || desktop : desktop || mobile;
  return chosen === '' ? undefined : chosen;
}
