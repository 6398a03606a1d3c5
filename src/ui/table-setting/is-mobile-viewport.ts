import { mediaQueries } from '@/ui/styles/breakpoints';

/**
 * docs/product.md#constants-and-limits: mobile is under 768 px; without a window (tests, server) it
 * is not mobile.
 */
export function isMobileViewport(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia(mediaQueries.mobile).matches;
}
