import type { SiteContext } from '../../../../src/application/ports/site-context.port';

/** The Swedish site, as the composition's SiteStore would give it before markets load. */
export const swedishSite: SiteContext = {
  site: { country: 'se', language: 'sv' },
  isPreview: false,
  current: undefined,
};
