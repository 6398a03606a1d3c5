import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { readSearchItems } from '@/adapters/http/search-answers.to-domain';
import { searchItemBody } from '../../../stub-backend/wire/search.wire';
import { searchItem } from '../../support/search-item-arbitraries';

/** One field the shop needs to show an item, and how to take it away. */
const NEEDED: Readonly<Record<string, (body: Record<string, unknown>) => Record<string, unknown>>> =
  {
    'title or name': ({ title: _title, name: _name, ...rest }) => rest,
    'image_url or thumbnail_url': ({ image_url: _image, thumbnail_url: _thumb, ...rest }) => rest,
    'custom_fields.url_key': ({ custom_fields: _fields, variants: _variants, ...rest }) => rest,
    price: (body) => ({ ...body, price: [] }),
  };

const read = (bodies: readonly unknown[]) => {
  const warnings: string[] = [];
  const items = readSearchItems(bodies, 'POST /search', (line) => warnings.push(line));
  return { items, warnings };
};

describe('the items a list can show (docs/product.md#search-data)', () => {
  test.prop([
    fc.uniqueArray(
      fc.record({ item: searchItem, broken: fc.option(fc.constantFrom(...Object.keys(NEEDED))) }),
      { maxLength: 6, selector: ({ item }) => item.id },
    ),
  ])('leaves out each item missing a needed field, with one warning naming both', (entries) => {
    const bodies = entries.map(({ item, broken }) => {
      const body = searchItemBody(item) as Record<string, unknown>;
      return broken ? NEEDED[broken]!(body) : body;
    });
    const { items, warnings } = read(bodies);
    const whole = entries.filter(({ broken }) => broken === null);
    expect(items.map(({ id }) => id)).toEqual(whole.map(({ item }) => item.id));
    const broken = entries.filter(({ broken }) => broken !== null);
    expect(warnings).toHaveLength(broken.length);
    broken.forEach(({ item, broken: field }, index) => {
      expect(warnings[index]).toContain(`search item ${item.id} of POST /search`);
      expect(warnings[index]).toContain(`it has no ${field}`);
    });
  });

  it('names every missing field of an item in its one warning', () => {
    const { items, warnings } = read([{ id: 9, price: [] }]);
    expect(items).toEqual([]);
    expect(warnings).toEqual([
      "Couldn't show search item 9 of POST /search: it has no title or name; it has no " +
        'image_url or thumbnail_url; it has no custom_fields.url_key; it has no price.',
    ]);
  });

  it('leaves out what is not an item, naming its place and the broken field', () => {
    const whole = searchItemBody({
      id: 'a',
      title: 'Skål',
      name: 'Skål',
      thumbnailUrl: '/a.jpg',
      imageUrl: '/a.jpg',
      price: 199,
      category: [],
      quantity: 2,
      selectedVariantId: 'a',
      size: [],
      variants: [],
      customFields: { urlKey: 'skal', centraItemId: '1' },
    });
    const { items, warnings } = read(['text', { id: 'b', title: 'Fat' }, whole]);
    expect(items.map(({ id }) => id)).toEqual(['a']);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^Couldn't show search item #1 of POST \/search: it: /);
    expect(warnings[1]).toMatch(/^Couldn't show search item b of POST \/search: price: /);
  });

  it('takes a picture from either image field, and a link from the shown variant', () => {
    const { items, warnings } = read([
      {
        id: 1,
        title: 'Kanna',
        price: 349,
        image_url: '/kanna.jpg',
        variants: [{ id: 11, price: 349, custom_fields: { url_key: 'kanna-earth' } }],
      },
      {
        id: 2,
        name: 'Fat',
        price: 249,
        thumbnail_url: '/fat.jpg',
        custom_fields: { url_key: 'fat' },
      },
    ]);
    expect(warnings).toEqual([]);
    expect(items).toMatchObject([
      {
        thumbnailUrl: '/kanna.jpg',
        imageUrl: '/kanna.jpg',
        customFields: { urlKey: 'kanna-earth' },
      },
      { title: 'Fat', name: 'Fat', thumbnailUrl: '/fat.jpg', imageUrl: '/fat.jpg' },
    ]);
    expect(items[1]).not.toHaveProperty('productUrl');
  });
});
