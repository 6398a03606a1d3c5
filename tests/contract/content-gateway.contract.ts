import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentGateway } from '../../src/application/ports/content-gateway.port';

/** What every ContentGateway does over the seeded shop (STYLE §13). */
export function describeContentGateway(name: string, makeGateway: () => Promise<ContentGateway>) {
  describe(`ContentGateway contract: ${name}`, () => {
    let gateway: ContentGateway;
    beforeAll(async () => {
      gateway = await makeGateway();
    });

    it('gives the UI texts of each language', async () => {
      const [sv, en] = await Promise.all([gateway.translations('sv'), gateway.translations('en')]);
      expect(sv['Page_Not_Found']).toBe('Sidan kunde inte hittas');
      expect(en['Page_Not_Found']).toBe('This page could not be found');
      expect(Object.keys(sv).sort()).toEqual(Object.keys(en).sort());
    });
  });
}
