import { formatSite, type Language, type Site } from '@/domain/site/site';
import { seededCategories } from '@/adapters/memory/seed/catalogue/categories.seed';
import { GIFT_CARD_CATEGORY } from './indexed-catalogue';
import { normalizeText } from './search-text';

/** The seeded contact page's slug in each language (seed/content/pages.seed.ts). */
const CONTACT_PAGE = 'contact';
const LOCALIZED_PAGES: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  [CONTACT_PAGE]: { sv: 'kontakt', en: 'contact' },
};
const GIFT_CARDS = seededCategories.find((category) => category.name === GIFT_CARD_CATEGORY)?.uri;

/**
 * Query words the fake provider answers with a page instead of results
 * (docs/product.md#search-provider redirect).
 */
const REDIRECTS: ReadonlyMap<string, string> = new Map([
  ['kontakt', CONTACT_PAGE],
  ['contact', CONTACT_PAGE],
  ['kundtjanst', CONTACT_PAGE],
  ['customer service', CONTACT_PAGE],
  ...(GIFT_CARDS
    ? [GIFT_CARDS, 'gift card', 'gift cards'].map((word) => [word, GIFT_CARDS] as const)
    : []),
]);

/**
 * Hostile answers for QA: query words the fake provider answers with a redirect that
 * leaves the shop, which the shop must refuse (`sameOriginPath`) and only log.
 */
export const HOSTILE_REDIRECTS: ReadonlyMap<string, string> = new Map([
  ['offsite redirect', 'https://evil.example/phish'],
  ['script redirect', 'javascript:alert(document.domain)'],
]);

/**
 * docs/product.md#search-provider: the page a whole query redirects to, under the site's prefix
 * (`kontakt` → `/se/kontakt`, `/se-en/contact`, `presentkort` → `/se/presentkort`), in any case and
 * with or without accents; the `HOSTILE_REDIRECTS` targets as they are; `null` for any other query.
 */
export function redirectFor(q: string, site: Site): string | null {
  const hostile = HOSTILE_REDIRECTS.get(normalizeText(q));
  if (hostile !== undefined) return hostile;
  const path = REDIRECTS.get(normalizeText(q));
  if (path === undefined) return null;
  return `/${formatSite(site)}/${LOCALIZED_PAGES[path]?.[site.language] ?? path}`;
}
