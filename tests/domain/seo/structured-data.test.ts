import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { LOW_STOCK_BELOW } from '@/domain/stock/stock-rules';
import {
  availabilityOf,
  breadcrumbJsonLd,
  homeJsonLd,
  productJsonLd,
} from '@/domain/seo/structured-data';
import type { Product } from '@/domain/catalogue/product';

const plate = (stock: number): Product =>
  ({
    id: '1',
    uri: 'middagstallrik-sand',
    name: 'Dinner plate',
    brandName: 'Lera Keramik',
    excerpt: 'A generous plate.',
    description: 'A generous plate, thrown by hand.',
    sku: 'LERA-1',
    items: [{ id: '1-27', sku: 'LERA-1-27', size: '', stockByMarket: { m1: stock } }],
    pricesByPricelist: {
      p1: {
        price: '244 kr',
        priceAsNumber: 244,
        priceBeforeDiscount: '299 kr',
        priceBeforeDiscountAsNumber: 299,
        discountPercent: 18,
      },
    },
  }) as unknown as Product;

describe('structured data', () => {
  test.prop([fc.integer({ min: -5, max: 50 })])('reads stock as the badges do', (stock) => {
    const availability = availabilityOf(stock);
    if (stock <= 0) expect(availability).toBe('https://schema.org/OutOfStock');
    else if (stock < LOW_STOCK_BELOW)
      expect(availability).toBe('https://schema.org/LimitedAvailability');
    else expect(availability).toBe('https://schema.org/InStock');
  });

  it('offers a product at its price in the market’s currency, with its stock', () => {
    const data = productJsonLd({
      product: plate(12),
      url: 'https://lera.shop/se/middagstallrik-sand',
      images: ['https://lera.shop/media/plate.webp'],
      pricelistId: 'p1',
      currency: 'SEK',
      marketId: 'm1',
    });
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Dinner plate',
      sku: 'LERA-1',
      offers: {
        '@type': 'Offer',
        price: '244.00',
        priceCurrency: 'SEK',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('makes no offer where the pricelist has no price', () => {
    const data = productJsonLd({
      product: plate(12),
      url: 'u',
      images: [],
      pricelistId: 'other',
      currency: 'EUR',
      marketId: 'm1',
    });
    expect(data).not.toHaveProperty('offers');
    expect(data).not.toHaveProperty('image');
  });

  it('numbers a breadcrumb trail from 1, the start page first', () => {
    const data = breadcrumbJsonLd([
      { name: 'Lera', url: 'https://lera.shop/se' },
      { name: 'Servering', url: 'https://lera.shop/se/servering' },
    ]);
    expect(data['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Lera', item: 'https://lera.shop/se' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Servering',
        item: 'https://lera.shop/se/servering',
      },
    ]);
  });

  it('gives the start page the shop and its search action', () => {
    const [organization, website] = homeJsonLd({
      name: 'Lera',
      url: 'https://lera.shop/se',
      logo: 'https://lera.shop/favicon.svg',
      searchUrl: 'https://lera.shop/se/search?q={search_term_string}',
    });
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'Lera' });
    expect(website).toMatchObject({
      '@type': 'WebSite',
      potentialAction: {
        target: { urlTemplate: 'https://lera.shop/se/search?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});
