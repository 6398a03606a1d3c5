import type { MarketGateway } from '@/application/site/market-gateway.port';
import type { Market, Pricelist } from '@/domain/market/market';
import { findById } from './not-found';
import { seededMarkets, seededPricelists } from './seed/markets.seed';

/**
 * Markets and pricelists over the seeded shop, for `npm run dev` and the tests. Built by the
 * composition root (not injected), so tests can hand it a data set of their own.
 */
export class MemoryMarketGateway implements MarketGateway {
  constructor(
    private readonly allMarkets: readonly Market[] = seededMarkets,
    private readonly allPricelists: readonly Pricelist[] = seededPricelists,
  ) {}

  async markets(): Promise<readonly Market[]> {
    return this.allMarkets;
  }

  async market(id: string): Promise<Market> {
    return findById(this.allMarkets, id, 'Market');
  }

  async pricelists(): Promise<readonly Pricelist[]> {
    return this.allPricelists;
  }

  async pricelist(id: string): Promise<Pricelist> {
    return findById(this.allPricelists, id, 'Pricelist');
  }
}
