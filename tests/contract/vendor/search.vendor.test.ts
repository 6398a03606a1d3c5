import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createSearchClient } from '@/adapters/http/search-client';
import { HttpSearchGateway } from '@/adapters/http/search-gateway.http';
import { MemoryClock } from '@/adapters/memory/clock.memory';
import { MemoryCookieJar } from '@/adapters/memory/cookie-jar.memory';
import { autocompleteRequest } from '@/domain/search/autocomplete-request';
import { recommendationsRequest } from '@/domain/search/recommendations-request';
import { searchFor } from '../search-gateway.contract';
import { replayForThisFile, type ReplayRoute } from '../support/replay-server';
import { CONTRACT_TIMEOUT_MS, siteContext } from '../support/sides';
import {
  RECORDED_AUTOCOMPLETE_ITEM,
  RECORDED_REFUSAL,
  RECORDED_SALE_ITEM,
  RECORDED_SEARCH_ITEM,
  recordedAutocompleteAnswer,
  recordedRecommendationsAnswer,
  recordedSearchAnswer,
  SHOP_FEED_FIELDS,
} from './findify.fixtures';

const KEY = 'vendor-key';
const replay = replayForThisFile();
const clock = new MemoryClock(Date.UTC(2026, 10, 28, 12));

async function gatewayAnswering(path: string, body: unknown, status = 200) {
  const route: ReplayRoute = {
    method: 'POST',
    path: `/v4/${KEY}${path}`,
    answer: { body, status },
  };
  const { base } = await replay([route]);
  const client = createSearchClient({ searchBase: base, key: KEY, timeoutMs: CONTRACT_TIMEOUT_MS });
  return new HttpSearchGateway(client, siteContext(), new MemoryCookieJar(clock), clock);
}

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());
const warnings = () => warn.mock.calls.map(([line]) => String(line));

describe("the search provider's recorded answers through HttpSearchGateway", () => {
  it('reads facets: the category levels by the names their values give, ranges from their bounds', async () => {
    const gateway = await gatewayAnswering('/search', recordedSearchAnswer([]));
    const answer = await gateway.search(searchFor('tallrik'));
    expect(answer.facets).toEqual([
      {
        name: 'category1',
        values: [
          { value: 'Servering', count: 11 },
          { value: 'Textil', count: 4 },
        ],
      },
      { name: 'category2', values: [{ value: 'Tallrikar', count: 6 }] },
      {
        name: 'color',
        values: [
          { value: 'Earth', count: 40 },
          { value: 'Sand', count: 19 },
        ],
      },
      {
        name: 'price',
        values: [
          { value: '-45', count: 29 },
          { value: '45-100', count: 13 },
          { value: '100-200', count: 17 },
          { value: '200-', count: 10 },
        ],
      },
    ]);
    expect(answer.meta).toEqual({ rid: 'rid-search-1', total: 0, offset: 0, limit: 24 });
    expect(answer.redirectUrl).toBeNull();
  });

  it('leaves out recorded items that lack a picture and a link, one warning each', async () => {
    const items = [RECORDED_SEARCH_ITEM, RECORDED_SALE_ITEM];
    const gateway = await gatewayAnswering('/search', recordedSearchAnswer(items));
    expect((await gateway.search(searchFor('tallrik'))).items).toEqual([]);
    expect(warnings()).toEqual(
      items.map(
        ({ id }) =>
          `Couldn't show search item ${id} of POST /search: it has no image_url or thumbnail_url; ` +
          'it has no custom_fields.url_key.',
      ),
    );
  });

  it("reads an item with the shop's feed fields: list prices, category levels, no sale at -1, itself as its variant", async () => {
    const items = [
      { ...RECORDED_SEARCH_ITEM, ...SHOP_FEED_FIELDS },
      { ...RECORDED_SALE_ITEM, ...SHOP_FEED_FIELDS },
    ];
    const gateway = await gatewayAnswering('/search', recordedSearchAnswer(items));
    const [plain, sale] = (await gateway.search(searchFor('tallrik'))).items;
    expect(warnings()).toEqual([]);
    expect(plain).toEqual({
      id: '8285067272',
      title: 'Djup tallrik',
      name: 'Djup tallrik',
      thumbnailUrl: SHOP_FEED_FIELDS.image_url,
      imageUrl: SHOP_FEED_FIELDS.image_url,
      price: 299,
      category: ['Servering', 'Tallrikar'],
      quantity: 5,
      selectedVariantId: '8285067272',
      size: [],
      // Sent without variants, the item is its own one variant, which its card shows.
      variants: [
        {
          id: '8285067272',
          quantity: 5,
          price: 299,
          color: [],
          size: [],
          imageUrl: SHOP_FEED_FIELDS.image_url,
          customFields: {
            centraItemId: '1013',
            urlKey: 'djup-tallrik-earth',
            badges: [],
            priceText: {},
          },
        },
      ],
      customFields: { urlKey: 'djup-tallrik-earth', centraItemId: '1013' },
    });
    expect(sale).toMatchObject({ price: 27, compareAt: 36, category: ['Servering'] });
    expect(sale?.variants).toMatchObject([{ price: 27, compareAt: 36 }]);
  });

  it('shows the other items when one lacks its picture, and says which', async () => {
    const { image_url: _picture, ...noPicture } = SHOP_FEED_FIELDS;
    const items = [
      { ...RECORDED_SEARCH_ITEM, ...SHOP_FEED_FIELDS },
      { ...RECORDED_SALE_ITEM, ...noPicture },
      { ...RECORDED_SEARCH_ITEM, ...SHOP_FEED_FIELDS, id: '8285067274' },
    ];
    const gateway = await gatewayAnswering('/search', recordedSearchAnswer(items));
    const answer = await gateway.search(searchFor('tallrik'));
    expect(answer.items.map(({ id }) => id)).toEqual(['8285067272', '8285067274']);
    expect(warnings()).toEqual([
      "Couldn't show search item 8285067273 of POST /search: it has no image_url or thumbnail_url.",
    ]);
  });

  it('reads an autocomplete answer: the thumbnail is the picture, the link must be the feed’s', async () => {
    const linked = {
      ...RECORDED_AUTOCOMPLETE_ITEM,
      id: '4595632645',
      custom_fields: { url_key: ['djup-tallrik-earth'] },
    };
    const gateway = await gatewayAnswering(
      '/autocomplete',
      recordedAutocompleteAnswer([RECORDED_AUTOCOMPLETE_ITEM, linked]),
    );
    const answer = await gateway.autocomplete(autocompleteRequest('tal'));
    expect(answer.suggestions).toEqual([{ value: 'tallrik' }, { value: 'tallrik djup' }]);
    expect(answer.meta).toEqual({ rid: 'rid-autocomplete-1' });
    expect(answer.items).toMatchObject([
      {
        id: '4595632645',
        thumbnailUrl: RECORDED_AUTOCOMPLETE_ITEM.thumbnail_url,
        imageUrl: RECORDED_AUTOCOMPLETE_ITEM.thumbnail_url,
        productUrl: RECORDED_AUTOCOMPLETE_ITEM.product_url,
        customFields: { urlKey: 'djup-tallrik-earth' },
      },
    ]);
    expect(warnings()).toEqual([
      "Couldn't show search item 4595632644 of POST /autocomplete: it has no custom_fields.url_key.",
    ]);
  });

  it('turns the recorded refusal into a status error carrying its text', async () => {
    const gateway = await gatewayAnswering('/autocomplete', RECORDED_REFUSAL, 400);
    await expect(gateway.autocomplete(autocompleteRequest('tal'))).rejects.toMatchObject({
      kind: 'status',
      details: {
        status: 400,
        responseText: expect.stringContaining('is not allowed to be empty'),
      },
    });
  });

  it('reads a recommendation answer with its user id in meta', async () => {
    const item = { ...RECORDED_SEARCH_ITEM, ...SHOP_FEED_FIELDS };
    const gateway = await gatewayAnswering(
      '/recommend/items/newest',
      recordedRecommendationsAnswer([item]),
    );
    const answer = await gateway.recommendations(recommendationsRequest());
    expect(answer.meta).toEqual({ rid: 'rid-newest-1' });
    expect(answer.items.map(({ id }) => id)).toEqual(['8285067272']);
  });
});
