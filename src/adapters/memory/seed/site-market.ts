import type { SiteContext } from '@/application/shared/site-context.port';
import { GatewayError } from '@/application/shared/gateway-error';
import { resolveMarket, type SiteMarket } from '@/domain/market/market-resolution';
import type { Site } from '@/domain/site/site';
import { seededMarkets, seededPricelists } from './markets.seed';

/**
 * The market and pricelist a fake answers for: the shop's current one, or — before markets are
 * loaded, and in the stub backend, which only gets `country` — the seeded one of the country.
 * An unknown country is the 400 a real backend would answer.
 */
export function siteMarketOf(context: SiteContext): SiteMarket {
  return context.current ?? seededSiteMarket(context.site);
}

export function seededSiteMarket(site: Site): SiteMarket {
  const resolved = resolveMarket(site, seededMarkets, seededPricelists);
  if (resolved.ok) return resolved.value;
  throw new GatewayError('status', `No market for country ${site.country}`, {
    status: 400,
    responseText: `Unknown country ${site.country}`,
  });
}
