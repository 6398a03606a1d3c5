import { beforeAll, describe, expect, it } from 'vitest';
import { seededRoutes } from '@/adapters/memory/seed/routes.seed';
import type { RouteGateway } from '@/application/content/route-gateway.port';

/**
 * What every RouteGateway does over the seeded routes (docs/product.md#route-lookup), whichever
 * side of the port it is on: paths come as `routeLookupPath` gives them.
 */
export function describeRouteGateway(name: string, makeGateway: () => Promise<RouteGateway>) {
  describe(`RouteGateway contract: ${name}`, () => {
    let gateway: RouteGateway;
    beforeAll(async () => {
      gateway = await makeGateway();
    });

    it('knows content pages in both languages, categories and products', () => {
      const components = (url: string) =>
        seededRoutes.find((route) => route.url === url)?.component;
      expect([components('om-oss'), components('about-us'), components('')]).toEqual([
        'page',
        'page',
        'page',
      ]);
      expect(seededRoutes.filter((route) => route.component === 'product').length).toBeGreaterThan(
        80,
      );
    });

    it('finds every seeded route by its url', async () => {
      for (const route of seededRoutes) {
        expect(await gateway.route(route.url), route.url).toEqual(route);
      }
    });

    it('finds the start page at the empty path', async () => {
      expect(await gateway.route('')).toMatchObject({ component: 'page', url: '' });
    });

    it('finds nested and non-ASCII paths', async () => {
      expect(await gateway.route('middagstallrik-sand')).toMatchObject({ component: 'product' });
      expect(await gateway.route('servering/skålar')).toEqual({
        component: 'category',
        id: '12',
        url: 'servering/skålar',
      });
    });

    it('reads a path with surrounding slashes as the same path', async () => {
      expect(await gateway.route('/about-us/')).toEqual(await gateway.route('about-us'));
      expect(await gateway.route('/about-us/')).not.toBeNull();
    });

    it('answers null for a path it does not know', async () => {
      expect(await gateway.route('no/such/page')).toBeNull();
      expect(await gateway.route('about-us/more')).toBeNull();
      expect(await gateway.route('%E0%A4%A')).toBeNull();
    });
  });
}
