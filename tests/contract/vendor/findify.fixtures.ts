/**
 * The search provider's answers in the shape its own SDK's recorded answers have. Source: the
 * answers Findify's JavaScript SDK recorded for its tests, github.com/findify/findify-js at
 * 552d2f457a057dc236addfe88ffd92d0626e2c2b, packages/sdk/src/client/__tests__/__~fixtures__/
 * (search/bla.json, search/spa.json, autocomplete/fir.json, recommendations/newest-0.json), and
 * the API reference at developers.findify.io/v3/reference/search-api-search ("there might be
 * additional fields in response, it depends on … returnable fields configuration"). They were
 * recorded against API v3; the SDK's move to v4 changed its URLs only.
 *
 * The values are the shop's own; the shape, the field names and their types are the recording's:
 *
 * - items carry `title`, `price` as a list, `compare_at` as a number (`-1` when there is no sale),
 *   `category` as `[{category1, category2, …}]` with blank levels, `quantity`, `color`, `size`,
 *   `sku` lists, `image_2_url`, `description`, `brand`, `reviews`, `stickers`, `discount`,
 *   `availability`, `hash`, and `custom_fields` of lists; a search item has no `image_url`,
 *   `thumbnail_url`, `product_url` or `variants`;
 * - autocomplete items are short: `title`, `price`, `thumbnail_url`, `product_url`,
 *   `custom_fields: {}`, `compare_at`;
 * - facets carry `type` (`category`, `text`, `range`), `sort_type`, a range's `min` and `max`,
 *   and each value its facet's `name`, `has_children`, `selected` and `count`; the category
 *   levels come as one `category` facet whose values name their level (`category1`, the name a
 *   filter on them takes); a range value has
 *   the provider's key in `value` (`_45`, `45_100`, `200_`) beside `from` and `to`, an open end
 *   left out;
 * - `meta` repeats the query (`q`, `filters`, `sort`, `query_type`, `no_result`, `corrected_q`);
 *   a search answer has `banner: {}` and no `redirect`; a recommendation's `meta` has `user_id`.
 */

/**
 * What the shop's own product feed adds to every item, which no vendor recording has: the picture
 * and the link a list needs (docs/product.md#search-data). Which fields the provider returns is
 * the merchant's configuration; these must be among them.
 */
export const SHOP_FEED_FIELDS = {
  image_url: 'https://a.storyblok.com/f/lera/djup-tallrik-earth.jpg',
  custom_fields: { url_key: ['djup-tallrik-earth'], centra_item_id: ['1013'] },
};

/** A search item as recorded: the provider's standard fields, none of the shop's feed fields. */
export const RECORDED_SEARCH_ITEM = {
  seller: '',
  quantity: 5,
  color: ['Earth', 'Sand'],
  color_variants: 2,
  image_2_url: 'https://cdn.example/djup-tallrik-2_medium.jpg?v=1479846350',
  custom_fields: { height: ['4 cm'], barcode: [''] },
  description: 'Djup tallrik i stengods.',
  discount: [],
  availability: true,
  title: 'Djup tallrik',
  reviews: { total_reviews: 5, average_score: 5 },
  material: [],
  size: [],
  price: [299, 299],
  stickers: {
    availability: true,
    'in-stock': true,
    'out-of-stock': false,
    discount: false,
    'free-shipping': false,
  },
  id: '8285067272',
  sku: ['LERA-DT-EARTH', 'LERA-DT-SAND'],
  category: [{ category2: 'Tallrikar', category3: '', category4: '', category1: 'Servering' }],
  brand: 'Lera',
  hash: 'AV11VniBCQkVMwqrFIEY',
  compare_at: -1,
};

/** The same kind of item with a sale: `discount` and `stickers.discount` as lists of percents. */
export const RECORDED_SALE_ITEM = {
  ...RECORDED_SEARCH_ITEM,
  id: '8285067273',
  title: 'Skål, liten',
  price: [27],
  compare_at: 36,
  discount: [25],
  stickers: { ...RECORDED_SEARCH_ITEM.stickers, discount: [25] },
  category: [{ category2: '', category3: '', category4: '', category1: 'Servering' }],
};

const value = (name: string, entry: object) => ({
  has_children: false,
  selected: false,
  name,
  ...entry,
});

export const RECORDED_FACETS = [
  {
    name: 'category',
    type: 'category',
    sort_type: 'count',
    values: [
      value('category1', { count: 11, value: 'Servering' }),
      value('category2', { count: 6, value: 'Tallrikar' }),
      value('category1', { count: 4, value: 'Textil' }),
    ],
  },
  {
    name: 'color',
    type: 'text',
    sort_type: 'count',
    values: [
      value('color', { count: 40, value: 'Earth' }),
      value('color', { count: 19, value: 'Sand' }),
    ],
  },
  {
    name: 'price',
    type: 'range',
    min: 40,
    max: 700,
    sort_type: 'value',
    values: [
      value('price', { count: 29, value: '_45', to: 45 }),
      value('price', { count: 13, value: '45_100', from: 45, to: 100 }),
      value('price', { count: 17, value: '100_200', from: 100, to: 200 }),
      value('price', { count: 10, value: '200_', from: 200 }),
    ],
  },
];

/** `POST /search`. */
export function recordedSearchAnswer(items: readonly object[]) {
  return {
    meta: {
      no_result: false,
      corrected_q: 'tallrik',
      q: 'tallrik',
      offset: 0,
      limit: 24,
      total: items.length,
      filters: [],
      sort: [],
      rid: 'rid-search-1',
      query_type: 'and',
    },
    facets: RECORDED_FACETS,
    items,
    banner: {},
  };
}

/** An autocomplete item as recorded: short, with a thumbnail and the provider's product URL. */
export const RECORDED_AUTOCOMPLETE_ITEM = {
  product_url: 'https://lera.example/products/djup-tallrik',
  reviews: { total_reviews: 3, average_score: 5 },
  price: [299],
  discount: [],
  stickers: RECORDED_SEARCH_ITEM.stickers,
  availability: true,
  id: '4595632644',
  title: 'Djup tallrik',
  thumbnail_url: 'https://cdn.example/djup-tallrik_small.jpg?v=1459019662',
  hash: 'AV11VmrFCQkVMwqrFH9w',
  custom_fields: {},
  compare_at: -1,
};

/** `POST /autocomplete`. */
export function recordedAutocompleteAnswer(items: readonly object[]) {
  return {
    meta: { q: 'tal', suggestion_limit: 4, item_limit: 6, rid: 'rid-autocomplete-1' },
    suggestions: [{ value: 'tallrik' }, { value: 'tallrik djup' }],
    items,
  };
}

/** `POST /recommend/items/newest`. */
export function recordedRecommendationsAnswer(items: readonly object[]) {
  return {
    meta: { limit: 4, offset: 0, user_id: 'visitor-1', total: 1395, rid: 'rid-newest-1' },
    items,
  };
}

/** The provider's refusal, as recorded for an autocomplete with an empty `q` (status 400). */
export const RECORDED_REFUSAL = {
  error: { message: '"q" is not allowed to be empty' },
  meta: { rid: 'rid-refused-1' },
};
