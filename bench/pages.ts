import type { BrowserContext } from '@playwright/test';

/**
 * The seeded shop's pages the bench measures (routes.tsx; the stub and the memory seed share
 * the catalogue): the Swedish site's start page, a leaf category, a product in it (product
 * routes are `{site}/{uri}`), a search.
 */
export const PAGES = {
  home: '/se',
  category: '/se/servering/tallrikar',
  product: '/se/middagstallrik-sand',
  search: '/se/search?q=tallrik',
} as const;

/** Routes for the byte figures: the four pages plus checkout. */
export const ROUTES: Readonly<Record<string, string>> = { ...PAGES, checkout: '/se/checkout' };

/** Another product the product page links to (its related items), to leave it client-side. */
export const OTHER_PRODUCT = '/se/assiett-sand';

/** The product's route name, which product lookups carry (`/products/uri/{uri}`). */
export const PRODUCT_URI = 'middagstallrik-sand';

/** A category that lists the generated catalogue, for the scale figures. */
export const SCALE_CATEGORY = '/se/servering';

/**
 * The invitations (docs/product.md#membership-modal, docs/product.md#newsletter-banner) that cover the page after a while unless their cookie
 * says they were seen (tests/e2e/fixtures.ts): set for measurements about something else.
 */
export async function skipInvitations(context: BrowserContext, origin: string): Promise<void> {
  const names = ['newsletter_seen', 'membership_modal_seen'];
  await context.addCookies(names.map((name) => ({ name, value: '1', url: origin })));
}
