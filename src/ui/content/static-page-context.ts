import { createContext } from 'react';

/**
 * Whether the story shown is a page the route lookup found — a static page, whose opening
 * headline is its header in the market's look (docs/product.md#static-page-header) — rather than
 * an account page's story or the 404 page's.
 */
export const StaticPageContext = createContext(false);
