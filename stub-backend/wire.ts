import type { MarketBody, PricelistBody } from '../src/adapters/http/schemas/market.schema';
import type { DatasourceEntriesBody } from '../src/adapters/http/schemas/datasource.schema';
import type { Dictionary } from '../src/domain/content/translate';
import type { Market, Pricelist } from '../src/domain/market/market';

/** The seeded shop written the way the real backends send it: the adapters' schemas, inverted. */
export function marketBody(market: Market): MarketBody {
  return { market: Number(market.id), name: market.name, countries: [...market.countries] };
}

export function pricelistBody(pricelist: Pricelist): PricelistBody {
  const { currency } = pricelist;
  return {
    pricelist: Number(pricelist.id),
    name: pricelist.name,
    countries: [...pricelist.countries],
    currency: {
      uri: currency.uri,
      currency: currency.code,
      prefix: currency.prefix || null,
      suffix: currency.suffix || null,
    },
  };
}

export function datasourceEntriesBody(dictionary: Dictionary): DatasourceEntriesBody {
  return {
    datasource_entries: Object.entries(dictionary).map(([name, text]) => ({
      name,
      value: name,
      dimension_value: text,
    })),
  };
}
