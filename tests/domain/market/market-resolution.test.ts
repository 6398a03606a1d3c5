import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { covers } from '@/domain/market/market';
import { resolveMarket } from '@/domain/market/market-resolution';
import { site } from '../../support/arbitraries';
import { markets, pricelists } from '../../support/market-arbitraries';

describe('a country must be in a market and a pricelist (docs/product.md#validation)', () => {
  test.prop([site, markets, pricelists])(
    'resolves exactly when both a market and a pricelist cover the country',
    (s, ms, ps) => {
      const sold = ms.some((m) => covers(m, s.country)) && ps.some((p) => covers(p, s.country));
      const resolved = resolveMarket(s, ms, ps);
      expect(resolved.ok).toBe(sold);
      if (resolved.ok) {
        expect(covers(resolved.value.market, s.country)).toBe(true);
        expect(covers(resolved.value.pricelist, s.country)).toBe(true);
        expect(resolved.value.site).toBe(s);
      } else {
        expect(resolved.error).toEqual({ kind: 'site/unknown-country', country: s.country });
      }
    },
  );

  it('codes match whatever their case', () => {
    const sweden = { id: '1', name: 'Sweden', countries: ['SE'] };
    const sek = {
      id: '1',
      name: 'SEK',
      countries: ['se'],
      currency: { code: 'SEK', uri: 'sek', prefix: '', suffix: ' kr' },
    };
    const resolved = resolveMarket({ country: 'se', language: 'sv' }, [sweden], [sek]);
    expect(resolved.ok && resolved.value.market.name).toBe('Sweden');
    expect(resolveMarket({ country: 'no', language: 'en' }, [sweden], [sek]).ok).toBe(false);
  });
});
