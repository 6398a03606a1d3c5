import 'reflect-metadata';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MarketGateway } from '@/application/site/market-gateway.port';
import { RouteGateway } from '@/application/content/route-gateway.port';
import { createContainer } from '@/composition/container';
import { renderShop } from '../render-shop';

describe('the first page asks for its route beside the markets (docs/decisions/0068-route-asked-ahead.md)', () => {
  it('asks with the site its address names, and shows the page once the markets are in', async () => {
    const container = await createContainer({ adapters: 'memory' });
    const markets = container.get<MarketGateway>(MarketGateway);
    const answerMarkets = markets.markets.bind(markets);
    let releaseMarkets = () => {};
    const held = new Promise<void>((resolve) => {
      releaseMarkets = resolve;
    });
    vi.spyOn(markets, 'markets').mockImplementation(async () => {
      await held;
      return answerMarkets();
    });
    const route = vi.spyOn(container.get<RouteGateway>(RouteGateway), 'route');
    await renderShop('/no/servering/tallrikar', container);

    await vi.waitFor(() =>
      expect(route).toHaveBeenCalledWith('servering/tallrikar', { country: 'no', language: 'en' }),
    );
    expect(markets.markets).toHaveBeenCalled();
    releaseMarkets();
    expect(await screen.findByRole('heading', { name: 'Plates', level: 1 })).toBeInTheDocument();
    expect(route).toHaveBeenCalledTimes(1);
  });

  it('uses the answer after a redirect to the same site written short, asking once', async () => {
    const container = await createContainer({ adapters: 'memory' });
    const route = vi.spyOn(container.get<RouteGateway>(RouteGateway), 'route');
    const { router } = await renderShop('/no-en/servering/tallrikar', container);
    expect(await screen.findByRole('heading', { name: 'Plates', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no/servering/tallrikar');
    expect(route.mock.calls).toEqual([['servering/tallrikar', { country: 'no', language: 'en' }]]);
  });
});
