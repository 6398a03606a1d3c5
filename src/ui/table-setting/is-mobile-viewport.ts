import { breakpoints } from '../styles/tokens';

/** SPEC §9: mobile is under 768 px; without a window (tests, server) it is not mobile. */
export function isMobileViewport(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia(`(max-width: ${breakpoints.md - 0.02}px)`).matches;
}
