import type { Site } from '../../domain/site/site';

export const SiteContext = Symbol('SiteContext');

/**
 * The site the shopper is on right now. Commerce adapters read it to send `country` and
 * `language` with every call (SPEC §7); the content adapter reads `isPreview` to ask for draft
 * stories (SPEC §2 preview). The SiteStore provides it.
 */
export interface SiteContext {
  readonly site: Site;
  readonly isPreview: boolean;
}
