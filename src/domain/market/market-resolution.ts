import { err, ok, type Result } from '@/domain/result';
import type { Site, SiteError } from '@/domain/site/site';
import { covers, type Market, type Pricelist } from './market';

/** The market and pricelist a site shops in. */
export interface SiteMarket {
  readonly site: Site;
  readonly market: Market;
  readonly pricelist: Pricelist;
}

/**
 * docs/product.md#cart-and-checkout, docs/product.md#validation: a country can be set only when it
 * exists in both a market and a pricelist.
 */
export function resolveMarket(
  site: Site,
  markets: readonly Market[],
  pricelists: readonly Pricelist[],
): Result<SiteMarket, SiteError> {
  const market = markets.find((candidate) => covers(candidate, site.country));
  const pricelist = pricelists.find((candidate) => covers(candidate, site.country));
  if (!market || !pricelist) return err({ kind: 'site/unknown-country', country: site.country });
  return ok({ site, market, pricelist });
}
