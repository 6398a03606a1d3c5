import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { Market, Pricelist } from '@/domain/market/market';
import { sameOriginPath } from '@/domain/site/same-origin-path';
import { formatSite } from '@/domain/site/site';
import { startUpRedirect } from '@/domain/site/start-up-redirect';
import { site } from '../../support/arbitraries';

const euro = { code: 'EUR', uri: 'eur', prefix: '€', suffix: '' };
const markets: Market[] = [
  { id: '1', name: 'Sweden', countries: ['SE'] },
  { id: '2', name: 'Norway', countries: ['NO'] },
  { id: '3', name: 'Denmark', countries: ['DK'] },
];
const pricelists: Pricelist[] = [
  { id: '1', name: 'All but Denmark', countries: ['SE', 'NO'], currency: euro },
];
const context = { markets, pricelists };

const path = fc
  .array(fc.stringMatching(/^[a-z0-9-]{1,10}$/), { maxLength: 3 })
  .map((parts) => `/${parts.join('/')}`);

describe('start-up redirect (docs/product.md#start-up, step 2)', () => {
  test.prop([path])('sends a visitor with no known country to the default market', (p) => {
    const { to, site: target } = startUpRedirect(p, context);
    expect(target).toEqual({ country: 'se', language: 'sv' });
    expect(to).toBe(p === '/' ? '/se' : `/se${p}`);
  });

  test.prop([path])('keeps the original URL after the prefix', (p) => {
    const { to } = startUpRedirect(`${p}?q=1`, { ...context, visitorCountry: 'NO' });
    expect(to).toBe(`/no${p === '/' ? '' : p}?q=1`);
  });

  test('sends the visitor home only when a market and a pricelist cover them', () => {
    expect(startUpRedirect('/a', { ...context, visitorCountry: 'no' }).to).toBe('/no/a');
    expect(startUpRedirect('/a', { ...context, visitorCountry: 'dk' }).to).toBe('/se/a');
    expect(startUpRedirect('/a', { ...context, visitorCountry: 'us' }).to).toBe('/se/a');
    expect(startUpRedirect('a?b=1', context).to).toBe('/se/a?b=1');
  });

  test.prop([path, site])('a site chosen earlier in the visit wins', (p, current) => {
    const redirect = startUpRedirect(p, { ...context, visitorCountry: 'no', current });
    expect(redirect.site).toBe(current);
    expect(redirect.to).toBe(`/${formatSite(current)}${p === '/' ? '' : p}`);
  });

  /** Original URLs that try to turn the redirect into a trip off-site. */
  const hostile = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom(
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'data:text/html,x',
      '/%2F%2Fevil.example',
      '//evil.example?x=1',
    ),
  );

  test.prop([hostile, fc.option(site, { nil: undefined })])(
    'whatever the original URL, the redirect stays in the shop under the site prefix',
    (original, current) => {
      const origin = 'https://shop.example';
      const { to, site: target } = startUpRedirect(original, { ...context, current });
      const path = sameOriginPath(to, origin);
      expect(path).not.toBeNull();
      expect(new URL(to, origin).origin).toBe(origin);
      expect(new URL(to, origin).pathname.split('/')[1]).toBe(formatSite(target));
    },
  );
});
