import type { Market, Pricelist } from '@/domain/market/market';

export const MarketGateway = Symbol('MarketGateway');

/**
 * The commerce backend's markets and pricelists (docs/product.md#commerce-backend `/markets`,
 * `/pricelists`).
 */
export interface MarketGateway {
  /** Every market the shop sells in. */
  markets(): Promise<readonly Market[]>;
  /** One market; rejects with a `status` 404 GatewayError when there is none. */
  market(id: string): Promise<Market>;
  /** Every pricelist. */
  pricelists(): Promise<readonly Pricelist[]>;
  /** One pricelist; rejects with a `status` 404 GatewayError when there is none. */
  pricelist(id: string): Promise<Pricelist>;
}
