import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { MemorySearchGateway } from '@/adapters/memory/search-gateway.memory';
import { buildSearchIndex } from '@/adapters/memory/search/search-index';
import { matchQuality, tokenize } from '@/adapters/memory/search/search-text';
import { seedCatalogue } from '@/adapters/memory/seed/catalogue/catalogue.seed';
import { SWATCH_COLOURS } from '@/domain/search/facet-visibility';
import { IN_STOCK_ONLINE_FILTER } from '@/domain/search/in-stock-filter';
import { parseRangeValue } from '@/domain/search/range-value';
import { valueFilter } from '@/domain/search/search-filter';
import type { SearchItem } from '@/domain/search/search-item';
import { searchFor } from '../../../contract/search-gateway.contract';
import { siteContext } from '../../../contract/support/sides';

const catalogue = seedCatalogue();
const gateway = new MemorySearchGateway(siteContext());
const ALL = searchFor('', { limit: 1000 });

/** What a shopper may search a colour product by, scanned naively: names, categories, colours. */
function searchableWords(silkId: string): readonly (readonly string[])[] {
  return catalogue.products
    .filter((product) => product.silkId === silkId)
    .map((product) => {
      const categories = catalogue.categories.filter((c) => product.categoryIds.includes(c.id));
      const giftCard = categories.some((category) => category.name === 'Presentkort');
      return [
        ...Object.values(product.name),
        ...categories.flatMap((category) => [category.name, ...Object.values(category.label)]),
        product.color,
        ...(SWATCH_COLOURS[product.color] ?? []),
        ...(giftCard ? ['Presentkort'] : Object.values(product.silkVariantName)),
        product.brandName,
      ].flatMap(tokenize);
    });
}

const vocabulary = [
  ...new Set(catalogue.products.flatMap((product) => searchableWords(product.silkId).flat())),
];
const queryWord = fc.oneof(
  fc.constantFrom(...vocabulary),
  fc
    .constantFrom(...vocabulary)
    .chain((word) => fc.integer({ min: 1, max: word.length }).map((end) => word.slice(0, end))),
  fc.stringMatching(/^[a-zåö]{2,6}$/),
);

describe('the in-memory search index (docs/product.md#search-provider)', () => {
  test.prop([fc.array(queryWord, { minLength: 1, maxLength: 2 })])(
    'finds exactly the items a full scan finds',
    async (words) => {
      const answer = await gateway.search(searchFor(words.join(' '), { limit: 1000 }));
      const designs = [...new Set(catalogue.products.map((product) => product.silkId))];
      const expected = designs.filter((silkId) =>
        searchableWords(silkId).some((own) =>
          words.every((word) =>
            tokenize(word).every((q) => own.some((w) => matchQuality(w, q) > 0)),
          ),
        ),
      );
      expect(answer.items.map((item) => item.id).sort()).toEqual(expected.sort());
      expect(answer.meta.total).toBe(expected.length);
    },
  );

  test.prop([fc.constantFrom('', 'linne', 'tallrik', 'sand', 'l')])(
    'counts each facet value as what filtering on it finds',
    async (q) => {
      const base = await gateway.search(searchFor(q, { limit: 0 }));
      for (const facet of base.facets) {
        for (const { value, count } of facet.values) {
          const range = parseRangeValue(value);
          const filter =
            facet.name === 'price' || facet.name === 'quantity'
              ? { name: facet.name, type: 'range' as const, values: [range ?? {}], exclude: false }
              : valueFilter(facet.name, [value]);
          const narrowed = await gateway.search(searchFor(q, { limit: 0, filters: [filter] }));
          expect(narrowed.meta.total, `${facet.name} ${value}`).toBe(count);
        }
      }
    },
  );

  test.prop([fc.constantFrom('price', 'title', 'created_at'), fc.constantFrom('asc', 'desc')])(
    'a sort keeps every item and orders them by its field',
    async (field, order) => {
      const sorted = await gateway.search({ ...ALL, sort: [{ field, order }] });
      const unsorted = await gateway.search(ALL);
      const ids = (answer: typeof sorted) => answer.items.map((item) => item.id);
      expect(ids(sorted).sort()).toEqual(ids(unsorted).sort());
      const newest = (id: string) =>
        catalogue.products
          .filter((product) => product.silkId === id)
          .reduce(
            (latest, product) => (product.createdAt > latest ? product.createdAt : latest),
            '',
          );
      const collator = new Intl.Collator('sv');
      const compare = {
        price: (a: SearchItem, b: SearchItem) => a.price - b.price,
        title: (a: SearchItem, b: SearchItem) => collator.compare(a.title, b.title),
        created_at: (a: SearchItem, b: SearchItem) => newest(a.id).localeCompare(newest(b.id)),
      }[field];
      const sign = order === 'asc' ? 1 : -1;
      sorted.items.slice(1).forEach((item, at) => {
        expect(sign * compare(item, sorted.items[at] as SearchItem)).toBeGreaterThanOrEqual(0);
      });
    },
  );

  test.prop([fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 })])(
    'a page is the slice of the whole list at its offset',
    async (offset, limit) => {
      const whole = await gateway.search({ ...ALL, sort: [{ field: 'price', order: 'asc' }] });
      const page = await gateway.search({
        ...ALL,
        offset,
        limit,
        sort: whole.meta && [{ field: 'price', order: 'asc' }],
      });
      expect(page.items).toEqual(whole.items.slice(offset, offset + limit));
      expect(page.meta).toMatchObject({ total: whole.meta.total, offset, limit });
    },
  );

  it('leaves out a design sold out in every colour with the in-stock filter (docs/product.md#filters-and-sort)', async () => {
    const soldOutSilk = catalogue.products[0]?.silkId;
    const products = catalogue.products.map((product) =>
      product.silkId !== soldOutSilk
        ? product
        : {
            ...product,
            items: product.items.map((item) => ({
              ...item,
              stockByMarket: Object.fromEntries(Object.keys(item.stockByMarket).map((m) => [m, 0])),
            })),
          },
    );
    const soldOut = new MemorySearchGateway(
      siteContext(),
      buildSearchIndex({ ...catalogue, products }),
    );
    const all = await soldOut.search(ALL);
    const inStock = await soldOut.search({ ...ALL, filters: [IN_STOCK_ONLINE_FILTER] });
    expect(all.items.map((item) => item.id)).toContain(soldOutSilk);
    expect(inStock.items.map((item) => item.id)).not.toContain(soldOutSilk);
    expect(inStock.meta.total).toBe(all.meta.total - 1);
  });

  it('shows gift cards under the colour "Presentkort", which the filter panel hides (docs/product.md#filters-and-sort)', async () => {
    const { facets } = await gateway.search(ALL);
    expect(facets.find((facet) => facet.name === 'color')?.values).toContainEqual({
      value: 'Presentkort',
      count: 1,
    });
  });

  it('refuses a limit or offset that is not a whole number of at least 0', async () => {
    await expect(gateway.search(searchFor('', { limit: 1.5 }))).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      gateway.autocomplete({ q: 'a', itemLimit: -1, suggestionLimit: 4 }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(gateway.recommendations({ type: 'latest', limit: -4 })).rejects.toMatchObject({
      status: 400,
    });
  });

  it('keeps the feedback events it receives', async () => {
    const fake = new MemorySearchGateway(siteContext());
    const click = { kind: 'click-item', itemId: 'i', rid: 'r', variantItemId: 'v' } as const;
    await fake.feedback(click);
    expect(fake.feedbackReceived).toEqual([click]);
  });
});
