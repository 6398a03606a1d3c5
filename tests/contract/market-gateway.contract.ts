import { beforeAll, describe, expect, it } from 'vitest';
import { GatewayError } from '@/application/shared/gateway-error';
import type { MarketGateway } from '@/application/site/market-gateway.port';
import { covers } from '@/domain/market/market';

/**
 * What every MarketGateway does over the seeded shop, whichever side of the port it is on
 * (docs/architecture.md#contract-suites): the memory fake and the HTTP adapter must not drift
 * apart.
 */
export function describeMarketGateway(name: string, makeGateway: () => Promise<MarketGateway>) {
  describe(`MarketGateway contract: ${name}`, () => {
    let gateway: MarketGateway;
    beforeAll(async () => {
      gateway = await makeGateway();
    });

    it('lists the seeded markets, Sweden among them', async () => {
      const markets = await gateway.markets();
      expect(markets.length).toBeGreaterThanOrEqual(7);
      const sweden = markets.find((market) => covers(market, 'se'));
      expect(sweden).toMatchObject({ name: 'Sweden', countries: ['SE'] });
    });

    it('prices Sweden in SEK written after the amount, and Finland in euros', async () => {
      const pricelists = await gateway.pricelists();
      const sek = pricelists.find((pricelist) => covers(pricelist, 'SE'));
      expect(sek?.currency).toEqual({ code: 'SEK', uri: 'sek', prefix: '', suffix: ' kr' });
      expect(pricelists.find((pricelist) => covers(pricelist, 'FI'))?.currency.code).toBe('EUR');
    });

    it('has a pricelist for every country of every market', async () => {
      const [markets, pricelists] = await Promise.all([gateway.markets(), gateway.pricelists()]);
      for (const country of markets.flatMap((market) => market.countries)) {
        expect(
          pricelists.some((pricelist) => covers(pricelist, country)),
          country,
        ).toBe(true);
      }
    });

    it('finds one market and one pricelist by id', async () => {
      const [first] = await gateway.markets();
      const [firstPricelist] = await gateway.pricelists();
      expect(await gateway.market(first!.id)).toEqual(first);
      expect(await gateway.pricelist(firstPricelist!.id)).toEqual(firstPricelist);
    });

    it('rejects an unknown id with a 404 status error', async () => {
      const missing = gateway.market('999999');
      await expect(missing).rejects.toBeInstanceOf(GatewayError);
      await expect(missing).rejects.toMatchObject({ kind: 'status', status: 404 });
      await expect(gateway.pricelist('999999')).rejects.toMatchObject({
        kind: 'status',
        status: 404,
      });
    });
  });
}
