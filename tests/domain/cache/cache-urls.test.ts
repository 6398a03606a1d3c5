import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  CATEGORIES_PATH,
  catalogueCacheUrl,
  productByIdPath,
  productBySkuPath,
  productByUriPath,
  productsInCategoryPath,
  silkProductsPath,
} from '@/domain/cache/cache-urls';
import { LANGUAGES, type Site } from '@/domain/site/site';

const site: fc.Arbitrary<Site> = fc.record({
  country: fc.stringMatching(/^[a-z]{2}$/),
  language: fc.constantFrom(...LANGUAGES),
});

describe('catalogue cache URLs (docs/product.md#commerce-backend)', () => {
  it('names the backend path and the site', () => {
    const se = { country: 'se', language: 'sv' } as const;
    expect(catalogueCacheUrl(productByUriPath('plate-27'), se)).toBe(
      '/products/uri/plate-27?country=se&language=sv',
    );
    expect(catalogueCacheUrl(CATEGORIES_PATH, { country: 'no', language: 'en' })).toBe(
      '/categories?country=no&language=en',
    );
    expect(productsInCategoryPath('12')).toBe('/products/categories/12');
    expect(productByUriPath('a/b?c')).toBe('/products/uri/a%2Fb%3Fc');
  });

  test.prop([fc.string(), fc.string(), site, site])(
    'two URLs are the same exactly when the uri and the site are',
    (a, b, siteA, siteB) => {
      const same = a === b && siteA.country === siteB.country && siteA.language === siteB.language;
      expect(
        catalogueCacheUrl(productByUriPath(a), siteA) ===
          catalogueCacheUrl(productByUriPath(b), siteB),
      ).toBe(same);
    },
  );

  test.prop([fc.string(), fc.string()])(
    'a product and a category list never share a URL',
    (uri, id) => {
      expect(productByUriPath(uri)).not.toBe(productsInCategoryPath(id));
      expect(productByUriPath(uri)).not.toBe(CATEGORIES_PATH);
    },
  );
});

describe('the commerce paths of one product (docs/product.md#commerce-backend)', () => {
  it.each([
    [productBySkuPath, '/products/sku/'],
    [productByIdPath, '/products/id/'],
    [silkProductsPath, '/products/silk-product/'],
    [productByUriPath, '/products/uri/'],
    [productsInCategoryPath, '/products/categories/'],
  ])('%o names its route with the key escaped', (path, route) => {
    expect(path('PL-27 sand')).toBe(`${route}PL-27%20sand`);
    expect(path('a/b?c')).toBe(`${route}a%2Fb%3Fc`);
  });

  test.prop([fc.string()])('reads back as the key it was made from', (key) => {
    for (const path of [productBySkuPath, productByIdPath, silkProductsPath]) {
      const [, , , encoded] = path(key).split('/');
      expect(decodeURIComponent(encoded ?? '')).toBe(key);
    }
  });
});
