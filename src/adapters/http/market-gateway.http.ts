import type { AxiosInstance } from 'axios';
import { inject, injectable } from 'inversify';
import type * as z from 'zod/mini';
import type { MarketGateway } from '@/application/site/market-gateway.port';
import type { Market, Pricelist } from '@/domain/market/market';
import { CommerceHttp, getParsed } from './commerce-client';
import { commercePaths } from './commerce-requests';
import {
  marketSchema,
  marketsSchema,
  pricelistSchema,
  pricelistsSchema,
} from './schemas/market.schema';

/**
 * Markets and pricelists from the commerce backend (docs/product.md#commerce-backend `/markets`,
 * `/pricelists`).
 */
@injectable()
export class HttpMarketGateway implements MarketGateway {
  constructor(@inject(CommerceHttp) private readonly http: AxiosInstance) {}

  async markets(): Promise<readonly Market[]> {
    return (await getParsed(this.http, commercePaths.markets, marketsSchema)).map(toMarket);
  }

  async market(id: string): Promise<Market> {
    return toMarket(await getParsed(this.http, `/markets/${encodeURIComponent(id)}`, marketSchema));
  }

  async pricelists(): Promise<readonly Pricelist[]> {
    return (await getParsed(this.http, commercePaths.pricelists, pricelistsSchema)).map(
      toPricelist,
    );
  }

  async pricelist(id: string): Promise<Pricelist> {
    const body = await getParsed(
      this.http,
      `/pricelists/${encodeURIComponent(id)}`,
      pricelistSchema,
    );
    return toPricelist(body);
  }
}

function toMarket(body: z.output<typeof marketSchema>): Market {
  return { id: String(body.market), name: body.name, countries: body.countries };
}

function toPricelist(body: z.output<typeof pricelistSchema>): Pricelist {
  const { currency } = body;
  return {
    id: String(body.pricelist),
    name: body.name,
    countries: body.countries,
    currency: {
      code: currency.currency,
      uri: currency.uri,
      prefix: currency.prefix ?? '',
      suffix: currency.suffix ?? '',
    },
  };
}
