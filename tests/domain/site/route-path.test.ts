import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  decodedPath,
  routeLookupPath,
  siteNamedIn,
  splitSitePrefix,
  tidyPath,
} from '@/domain/site/route-path';
import { formatSite, LANGUAGES } from '@/domain/site/site';

const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);

describe('route path minus its first segment (docs/product.md#route-prefix)', () => {
  test.prop([segment, fc.array(segment, { maxLength: 4 })])(
    'first segment and rest put back together give the path',
    (first, more) => {
      const rest = more.map((part) => `/${part}`).join('');
      expect(splitSitePrefix(`/${first}${rest}`)).toEqual({ first, rest });
    },
  );

  test('the root has no first segment', () => {
    expect(splitSitePrefix('/')).toEqual({ first: undefined, rest: '' });
    expect(splitSitePrefix('/no-en/')).toEqual({ first: 'no-en', rest: '/' });
    expect(splitSitePrefix('no-en/kitchen')).toEqual({ first: undefined, rest: '' });
  });
});

describe('route lookup path (docs/product.md#route-lookup)', () => {
  test.prop([segment, fc.array(segment, { maxLength: 4 })])(
    'is the path minus its first segment, without slashes at either end',
    (site, parts) => {
      expect(routeLookupPath(`/${site}/${parts.join('/')}`)).toBe(parts.join('/'));
      expect(routeLookupPath(`/${site}/${parts.join('/')}/`)).toBe(parts.join('/'));
    },
  );

  test('the start page is the empty path', () => {
    expect(routeLookupPath('/se')).toBe('');
    expect(routeLookupPath('/')).toBe('');
    expect(routeLookupPath('/no-en/kitchen/bowls')).toBe('kitchen/bowls');
    expect(routeLookupPath('/se//kitchen//')).toBe('kitchen');
  });
});

describe('the site an address names (for the route asked for ahead)', () => {
  test.prop([fc.stringMatching(/^[a-z]{2}$/), fc.constantFrom(...LANGUAGES), fc.array(segment)])(
    'is the site whose prefix begins the path',
    (country, language, parts) => {
      const site = { country, language };
      const path = `/${formatSite(site)}${parts.map((part) => `/${part}`).join('')}`;
      expect(siteNamedIn(path)).toEqual(site);
    },
  );

  test('is nothing when the first segment is no site', () => {
    expect(siteNamedIn('/')).toBeUndefined();
    expect(siteNamedIn('/kitchen/bowls')).toBeUndefined();
    expect(siteNamedIn('/se-de')).toBeUndefined();
    expect(siteNamedIn('/SE')).toBeUndefined();
  });
});

describe('the path as the shopper wrote it (percent-decoded)', () => {
  const part = fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 8 })
    .filter((text) => !text.includes('/'));

  test.prop([fc.array(part, { minLength: 1, maxLength: 4 })])(
    'gives back each segment a URL encoded',
    (parts) => {
      const written = `/${parts.join('/')}`;
      expect(decodedPath(`/${parts.map(encodeURIComponent).join('/')}`)).toBe(written);
    },
  );

  test('keeps a segment that is not valid percent-encoding as it came', () => {
    expect(decodedPath('/se/servering/sk%C3%A5lar')).toBe('/se/servering/skålar');
    expect(decodedPath('/se/%E0%A4%A/sk%C3%A5lar')).toBe('/se/%E0%A4%A/skålar');
    expect(decodedPath('/se/100%')).toBe('/se/100%');
  });
});

describe('the tidy address (docs/product.md#routes)', () => {
  test('makes repeated slashes one and writes the site prefix in lower case', () => {
    expect(tidyPath('//se//servering')).toBe('/se/servering');
    expect(tidyPath('/SE/servering')).toBe('/se/servering');
    expect(tidyPath('/NO-EN//kitchen/')).toBe('/no-en/kitchen/');
    expect(tidyPath('/')).toBe('/');
  });

  test('keeps the case of the rest and of a first segment that is no site', () => {
    expect(tidyPath('/se/account/overview/orders/LR-100231')).toBe(
      '/se/account/overview/orders/LR-100231',
    );
    expect(tidyPath('/Servering/Skalar')).toBe('/Servering/Skalar');
  });

  test.prop([
    fc.array(fc.constantFrom('/', '//', 'se', 'SE', 'Se-En', 'x', 'LR-1', '-'), { maxLength: 8 }),
  ])(
    'is tidy once: tidying a tidy path changes nothing, and it always starts with one slash',
    (parts) => {
      const once = tidyPath(`/${parts.join('')}`);
      expect(tidyPath(once)).toBe(once);
      expect(once).toMatch(/^\/(?!\/)/);
      expect(once).not.toMatch(/\/\//);
    },
  );
});
