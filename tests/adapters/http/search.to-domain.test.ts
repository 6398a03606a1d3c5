import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  facetSchema,
  searchItemSchema,
  searchResponseSchema,
} from '@/adapters/http/schemas/search.schema';
import { toSearchResponse } from '@/adapters/http/search-answers.to-domain';
import { toFacet, toFacets, toSearchItem } from '@/adapters/http/search.to-domain';
import { facetBody, searchItemBody } from '../../../stub-backend/wire/search.wire';
import { searchItem } from '../../support/search-item-arbitraries';

const parseItem = (body: unknown) => toSearchItem(z.parse(searchItemSchema, body));

describe('search items from the provider (docs/product.md#search-data)', () => {
  test.prop([searchItem])('an item written by the stub reads back as it was', (item) => {
    expect(parseItem(searchItemBody(item))).toEqual(item);
  });

  it('keeps a compare_at price only when it is higher than the price (a sale)', () => {
    const item = parseItem({
      id: 1,
      price: [199],
      compare_at: [249],
      variants: [
        { id: 'a', price: 199, compare_at: 249 },
        { id: 'b', price: 199, compare_at: 199 },
        { id: 'c', price: 199, compare_at: null },
        { id: 'd', price: 199 },
      ],
    });
    expect(item.compareAt).toBe(249);
    expect(item.variants.map((variant) => variant.compareAt)).toEqual([
      249,
      undefined,
      undefined,
      undefined,
    ]);
    expect(item.variants.filter((variant) => 'compareAt' in variant)).toHaveLength(1);
  });

  it('reads Findify shapes: numeric ids, price lists, category records, listed fields', () => {
    const item = parseItem({
      id: 10245746056,
      title: 'Djup tallrik',
      price: [299, 349],
      thumbnail_url: '/thumb.svg',
      category: [{ category2: 'Tallrikar', category1: 'Servering', category3: '' }],
      custom_fields: { url_key: ['djup-tallrik-earth'], centra_item_id: [1013] },
      variants: [
        {
          id: 1013,
          price: 299,
          custom_fields: {
            badges: ['["New","Handmade"]'],
            price_text_sek: ['299 kr'],
            price_text_eur: '€27,95',
            color_code_en: 'earth',
          },
        },
      ],
    });
    expect(item).toMatchObject({
      id: '10245746056',
      name: 'Djup tallrik',
      imageUrl: '/thumb.svg',
      price: 299,
      category: ['Servering', 'Tallrikar'],
      quantity: 0,
      selectedVariantId: '1013',
      customFields: { urlKey: 'djup-tallrik-earth', centraItemId: '1013' },
    });
    // A variant without its own url_key links to the item's page.
    expect(item.variants[0]?.customFields).toEqual({
      centraItemId: '',
      urlKey: 'djup-tallrik-earth',
      colorCodeEn: 'earth',
      badges: ['New', 'Handmade'],
      priceText: { sek: '299 kr', eur: '€27,95' },
    });
  });

  it('takes the shown variant for missing item fields, and the item id with no variant', () => {
    const withVariant = parseItem({
      id: 'silk-1',
      price: 10,
      selected_variant_id: 'b',
      variants: [
        { id: 'a', price: 1, custom_fields: { url_key: 'a-key', centra_item_id: 'a-1' } },
        { id: 'b', price: 2, custom_fields: { url_key: 'b-key', centra_item_id: 'b-1' } },
      ],
    });
    expect(withVariant.customFields).toEqual({ urlKey: 'b-key', centraItemId: 'b-1' });
    expect(parseItem({ id: 7, price: 1 }).selectedVariantId).toBe('7');
  });

  it.each([['not json'], ['{"a":1}'], ['[1, 2]']])(
    'reads badges %j, not a list of texts, as none',
    (badges) => {
      const item = parseItem({
        id: 1,
        price: 1,
        variants: [{ id: 2, price: 1, custom_fields: { badges } }],
      });
      expect(item.variants[0]?.customFields.badges).toEqual([]);
    },
  );

  it('refuses an item without an id or a price', () => {
    expect(z.safeParse(searchItemSchema, { title: 'x', price: 1 }).success).toBe(false);
    expect(z.safeParse(searchItemSchema, { id: 1 }).success).toBe(false);
  });
});

describe('facets and responses from the provider (docs/product.md#search-data)', () => {
  it('writes range values from-to, open ends empty', () => {
    const facet = toFacet(
      z.parse(facetSchema, {
        name: 'price',
        type: 'range',
        values: [
          { from: 0, to: 250, count: 3 },
          { from: 1000, to: null, count: 1 },
        ],
      }),
    );
    expect(facet).toEqual({
      name: 'price',
      values: [
        { value: '0-250', count: 3 },
        { value: '1000-', count: 1 },
      ],
    });
  });

  it("reads a range from its bounds, not from the provider's key in `value`", () => {
    const facet = toFacet(
      z.parse(facetSchema, {
        name: 'price',
        type: 'range',
        values: [
          { value: '_45', to: 45, count: 4 },
          { value: '45_100', from: 45, to: 100, count: 9 },
          { value: '200_', from: 200, count: 2 },
        ],
      }),
    );
    expect(facet.values.map(({ value }) => value)).toEqual(['-45', '45-100', '200-']);
  });

  it('splits a category facet into its levels by the names its values give', () => {
    const facets = (type: string) =>
      toFacets(
        z.parse(facetSchema, {
          name: 'category',
          type,
          values: [
            { name: 'category2', value: 'Tallrikar', count: 2 },
            { name: 'category1', value: 'Servering', count: 5 },
            { value: 'Övrigt', count: 1 },
            { name: 'category2', value: 'Skålar', count: 3 },
          ],
        }),
      ).map(({ name, values }) => [name, values.map(({ value }) => value)]);
    expect(facets('category')).toEqual([
      ['category2', ['Tallrikar', 'Skålar']],
      ['category1', ['Servering']],
      ['category', ['Övrigt']],
    ]);
    expect(facets('text')).toEqual([['category', ['Tallrikar', 'Servering', 'Övrigt', 'Skålar']]]);
  });

  it("reads a range facet's value from the provider's key when it has no bounds", () => {
    const values = (type: string) =>
      toFacet(
        z.parse(facetSchema, {
          name: 'price',
          type,
          values: [{ value: '45_100' }, { value: '_45' }, { value: 'under 45' }],
        }),
      ).values.map(({ value }) => value);
    expect(values('range')).toEqual(['45-100', '-45', 'under 45']);
    expect(values('text')).toEqual(['45_100', '_45', 'under 45']);
  });

  test.prop([
    fc.constantFrom('price', 'quantity'),
    fc.array(fc.record({ from: fc.nat(9999), to: fc.option(fc.nat(9999), { nil: undefined }) }), {
      maxLength: 4,
    }),
  ])('a range facet written by the stub reads back as it was', (name, ranges) => {
    const facet = {
      name,
      values: ranges.map(({ from, to }, count) => ({
        value: `${from}-${to ?? ''}`,
        count: count + 1,
      })),
    };
    expect(toFacet(z.parse(facetSchema, facetBody(facet)))).toEqual(facet);
  });

  it('reads a redirect url, and no redirect or a blank one as none', () => {
    const answer = (redirect: unknown) =>
      toSearchResponse(
        z.parse(searchResponseSchema, {
          items: [],
          meta: { rid: 'r', total: 0, offset: 0, limit: 20 },
          ...(redirect === undefined ? {} : { redirect }),
        }),
      ).redirectUrl;
    expect(answer({ url: '/se/customer-service', name: 'kontakt' })).toBe('/se/customer-service');
    expect(answer(undefined)).toBeNull();
    expect(answer(null)).toBeNull();
    expect(answer({ url: '' })).toBeNull();
  });
});
