import { describe, expect, it } from 'vitest';
import { MemoryRouteGateway, swallowingRouteErrors } from '@/adapters/memory/route-gateway.memory';
import { GatewayError } from '@/application/shared/gateway-error';

describe('MemoryRouteGateway', () => {
  it('answers from the routes it is given, not the seed', async () => {
    const routes = new MemoryRouteGateway([{ component: 'product', id: 'p1', url: '/vas-blå/' }]);
    expect(await routes.route('vas-blå')).toEqual({
      component: 'product',
      id: 'p1',
      url: '/vas-blå/',
    });
    expect(await routes.route('about-us')).toBeNull();
  });

  it('lets swallowingRouteErrors turn a rejecting lookup into null and keep answers', async () => {
    const failing = { route: () => Promise.reject(new GatewayError('network', 'down')) };
    expect(await swallowingRouteErrors(failing).route('x')).toBeNull();
    const answering = swallowingRouteErrors(new MemoryRouteGateway());
    expect(await answering.route('about-us')).toMatchObject({ component: 'page' });
  });
});
