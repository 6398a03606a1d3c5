import { createContext } from 'react';

/**
 * The heading of a page whose top is a hero and which has no heading elsewhere (the error page's
 * status line, docs/product.md#error-page): the hero shows it as the page's h1, over its own
 * headline, or in the headline's place when it has none. `undefined` on any other page.
 */
export const HeroPageHeading = createContext<string | undefined>(undefined);
