import type { SiteMarket } from '@/domain/market/market-resolution';
import type { Site } from '@/domain/site/site';

export const SiteContext = Symbol('SiteContext');

/**
 * The site the shopper is on right now. Commerce adapters read it to send `country` and
 * `language` with every call (docs/product.md#commerce-backend); the content adapter reads
 * `isPreview` to ask for draft stories (docs/product.md#pages-and-preview); search and the fakes
 * read the market and pricelist. The SiteStore provides it.
 */
export interface SiteContext {
  readonly site: Site;
  readonly isPreview: boolean;
  /** The market and pricelist of the site, once markets are loaded (docs/product.md#start-up). */
  readonly current: SiteMarket | undefined;
}
