import '@fontsource/fraunces/latin-400.css';
import displayFontUrl from '@fontsource/fraunces/files/fraunces-latin-400-normal.woff2?url';
import { preload } from 'react-dom';

/**
 * Fraunces, the headings' face: one weight, the Latin subset (Swedish letters included), about
 * 18 KB, served from the shop's own assets with `font-display: swap`. Preloaded from the page's
 * head so it arrives beside the styles rather than once they have been read.
 */
export function preloadDisplayFont(): void {
  preload(displayFontUrl, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
}
