import { createCommerceHttp } from '@/adapters/http/commerce-client';
import type { SiteContext } from '@/application/shared/site-context.port';
import type { FuzzWire } from './fuzz-harness';

/** The Swedish site, as the composition's SiteStore would give it before markets load. */
export const swedishSite: SiteContext = {
  site: { country: 'se', language: 'sv' },
  isPreview: false,
  current: undefined,
};

/** The commerce client of the Swedish site, its answers served by `wire` (no sockets). */
export function swedishCommerceHttp(wire: FuzzWire) {
  return wire.under(
    createCommerceHttp({ apiBase: 'http://shop.test/api', timeoutMs: 1000 }, swedishSite),
  );
}
