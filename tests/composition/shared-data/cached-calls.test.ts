import { describe, expect, it } from 'vitest';
import { MemoryAccountGateway } from '@/adapters/memory/account-gateway.memory';
import { MemoryCartGateway } from '@/adapters/memory/cart-gateway.memory';
import { MemoryMarketingGateway } from '@/adapters/memory/marketing-gateway.memory';
import { CACHED_CALLS, cachedCallKey } from '@/composition/shared-data/cached-calls';

const SITE = { site: { country: 'se', language: 'sv' as const }, isPreview: false };

/** The methods a fake's class defines: the port's methods, and any helper it has. */
function methodsOf(type: { prototype: object }): string[] {
  return Object.getOwnPropertyNames(type.prototype).filter((name) => name !== 'constructor');
}

describe('the calls a server keeps between renders (docs/operations.md#process-cache)', () => {
  it('are the markets, pricelists, UI texts, settings, menus, footer and filter metadata', () => {
    const kept = Object.entries(CACHED_CALLS).flatMap(([port, methods]) =>
      methods.map((method) => `${port}.${method}`),
    );
    expect(kept.sort()).toEqual([
      'catalogue.filterMetadata',
      'content.footer',
      'content.menu',
      'content.settings',
      'content.translations',
      'market.market',
      'market.markets',
      'market.pricelist',
      'market.pricelists',
    ]);
  });

  it.each([
    ['cart', MemoryCartGateway],
    ['account', MemoryAccountGateway],
    ['marketing', MemoryMarketingGateway],
  ])('never include a call of the %s port, which answers per visitor', (port, fake) => {
    const methods = methodsOf(fake);
    expect(methods.length).toBeGreaterThan(0);
    expect(methods.filter((method) => cachedCallKey(port, method, [], SITE) !== undefined)).toEqual(
      [],
    );
  });

  it('key a call by its port, method and arguments, and a commerce call by its site too', () => {
    expect(cachedCallKey('content', 'menu', ['en', 'main-menu'], SITE)).toBe(
      'content.menu["en","main-menu"]',
    );
    expect(cachedCallKey('market', 'markets', [], SITE)).toBe('market.markets[]@se-sv');
    // The filter metadata names the filters in the site's language.
    expect(cachedCallKey('catalogue', 'filterMetadata', [], SITE)).toBe(
      'catalogue.filterMetadata[]@se-sv',
    );
    expect(cachedCallKey('catalogue', 'products', [], SITE)).toBe(undefined);
  });

  it('keep nothing in the editors’ preview', () => {
    expect(cachedCallKey('content', 'translations', ['en'], { ...SITE, isPreview: true })).toBe(
      undefined,
    );
  });

  it('do not mistake an inherited name for a port', () => {
    expect(cachedCallKey('constructor', 'name', [], SITE)).toBe(undefined);
  });
});
