import { ACCEPT_ALL, formatConsentCookie } from '../src/domain/consent/consent';
import { COOKIE_NAMES } from '../src/domain/shared/cookies';
import { FLAG_COOKIE_VALUE } from '../src/domain/marketing/flag-cookie';
import type { BrowserContext } from '@playwright/test';

/**
 * The seeded shop's pages the bench measures (routes.tsx; the stub and the memory seed share
 * the catalogue): the Swedish site's start page, a leaf category, a product in it (product
 * routes are `{site}/{uri}`), a search, and the checkout — with a line in the cart, as a shopper
 * reaches it (CART_BEFORE).
 */
export const PAGES = {
  home: '/se',
  category: '/se/servering/tallrikar',
  product: '/se/middagstallrik-sand',
  search: '/se/search?q=tallrik',
  checkout: '/se/checkout',
} as const;

/**
 * Pages measured with a cart: the product whose first size is put in the cart before the run, in
 * the run's own browser profile, as a shopper does before checking out.
 */
export const CART_BEFORE: Readonly<Partial<Record<keyof typeof PAGES, string>>> = {
  checkout: PAGES.product,
};

/** Routes for the byte figures: the same pages. */
export const ROUTES: Readonly<Record<string, string>> = PAGES;

/** Another product the product page links to (its related items), to leave it client-side. */
export const OTHER_PRODUCT = '/se/assiett-sand';

/** The product's route name, which product lookups carry (`/products/uri/{uri}`). */
export const PRODUCT_URI = 'middagstallrik-sand';

/** A category that lists the generated catalogue, for the scale figures. */
export const SCALE_CATEGORY = '/se/servering';

/**
 * The consent prompt and the invitations (docs/product.md#one-interruption-at-a-time) that cover
 * part of the page unless their cookies say they were answered (tests/e2e/fixtures.ts): set for
 * measurements about something else — consent given, so the analytics work is measured too.
 */
export const ANSWERED_INTERRUPTIONS: readonly { readonly name: string; readonly value: string }[] =
  [
    { name: COOKIE_NAMES.newsletterSeen, value: FLAG_COOKIE_VALUE },
    { name: COOKIE_NAMES.membershipModal, value: FLAG_COOKIE_VALUE },
    { name: COOKIE_NAMES.consent, value: formatConsentCookie(ACCEPT_ALL) },
  ];

export async function skipInvitations(context: BrowserContext, origin: string): Promise<void> {
  await context.addCookies(ANSWERED_INTERRUPTIONS.map((cookie) => ({ ...cookie, url: origin })));
}
