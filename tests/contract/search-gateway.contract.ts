import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '@/adapters/memory/seed/catalogue/catalogue.seed';
import { seededSiteMarket } from '@/adapters/memory/seed/site-market';
import type { SearchGateway } from '@/application/search/search-gateway.port';
import { PRODUCT_ID_FIELD } from '@/domain/content/chosen-products';
import { autocompleteRequest } from '@/domain/search/autocomplete-request';
import { IN_STOCK_ONLINE_FILTER } from '@/domain/search/in-stock-filter';
import { recommendationsRequest } from '@/domain/search/recommendations-request';
import { valueFilter } from '@/domain/search/search-filter';
import type { SearchItem } from '@/domain/search/search-item';
import { isLastPage } from '@/domain/search/search-paging';
import type { SearchRequest } from '@/domain/search/search-request';
import type { Site } from '@/domain/site/site';

export type MakeSearchGateway = (site?: Site) => Promise<SearchGateway>;

/** A search for `q` (by default everything), 20 a page, as the store would send it. */
export function searchFor(q = '', change: Partial<SearchRequest> = {}): SearchRequest {
  return { type: 'search', q, limit: 20, offset: 0, filters: [], sort: [], rules: [], ...change };
}

const ALL = searchFor('', { limit: 100 });
const ids = (items: readonly SearchItem[]) => items.map((item) => item.id);
const shown = (item: SearchItem) =>
  item.variants.find((variant) => variant.id === item.selectedVariantId);

/** The seeded designs, newest first by their newest colour: what "latest" must answer. */
function newestDesigns(): readonly string[] {
  const newest = new Map<string, string>();
  for (const product of seedCatalogue().products) {
    const known = newest.get(product.silkId) ?? '';
    if (product.createdAt > known) newest.set(product.silkId, product.createdAt);
  }
  return [...newest].sort(([, a], [, b]) => (a < b ? 1 : a > b ? -1 : 0)).map(([id]) => id);
}

/**
 * What every SearchGateway does over the seeded shop, whichever side of the port it is on
 * (docs/architecture.md#contract-suites): docs/product.md#search-provider,
 * docs/product.md#filters-and-sort.
 */
export function describeSearchGateway(name: string, makeGateway: MakeSearchGateway) {
  describe(`SearchGateway contract: ${name}`, () => {
    let gateway: SearchGateway;
    beforeAll(async () => {
      gateway = await makeGateway();
    });

    it('finds the plates for "tallrik" and for "plate"', async () => {
      const [swedish, english] = await Promise.all([
        gateway.search(searchFor('tallrik')),
        gateway.search(searchFor('plate')),
      ]);
      expect(swedish.meta.total).toBeGreaterThanOrEqual(3);
      expect(swedish.items.every((item) => item.category.includes('Tallrikar'))).toBe(true);
      expect(ids(english.items).sort()).toEqual(ids(swedish.items).sort());
    });

    it('finds a colour by its Swedish or English name and shows that colour', async () => {
      const [hav, ocean] = await Promise.all([
        gateway.search(searchFor('hav')),
        gateway.search(searchFor('Ocean')),
      ]);
      expect(hav.meta.total).toBeGreaterThan(1);
      expect(ids(ocean.items)).toEqual(ids(hav.items));
      for (const item of hav.items) expect(shown(item)?.color).toEqual(['Hav']);
    });

    it('answers facets with counts, and a facet count is what its filter finds', async () => {
      const all = await gateway.search(ALL);
      expect(all.facets.map((facet) => facet.name)).toEqual(
        expect.arrayContaining(['category1', 'category2', 'color', 'size', 'price', 'quantity']),
      );
      for (const facet of all.facets) {
        for (const value of facet.values) expect(value.count).toBeGreaterThan(0);
      }
      const plates = all.facets
        .find((facet) => facet.name === 'category2')
        ?.values.find((value) => value.value === 'Tallrikar');
      const filtered = await gateway.search(
        searchFor('', { filters: [valueFilter('category2', ['Tallrikar'])] }),
      );
      expect(filtered.meta.total).toBe(plates?.count);
    });

    it('narrows to chosen products with a rule on their ids, each item holding one', async () => {
      const products = seedCatalogue().products;
      const wanted = ['LERA-MUGG-OCEAN', 'LERA-MIDDAGSTALLRIK-SAND', 'LERA-MIDDAGSTALLRIK-OCEAN'];
      const chosen = wanted.map((sku) => products.find((product) => product.sku === sku)?.id ?? '');
      const answer = await gateway.search(
        searchFor('', { limit: chosen.length, rules: [valueFilter(PRODUCT_ID_FIELD, chosen)] }),
      );
      // Two colours of one design are one item, holding both.
      expect(answer.meta.total).toBe(2);
      const held = answer.items.flatMap((item) => item.variants.map(({ id }) => id));
      for (const id of chosen) expect(held).toContain(id);
      for (const item of answer.items) expect(chosen).toContain(item.selectedVariantId);
    });

    it('narrows to a category with a category filter', async () => {
      const [all, bowls] = await Promise.all([
        gateway.search(ALL),
        gateway.search(searchFor('', { filters: [valueFilter('category2', ['Skålar'])] })),
      ]);
      expect(bowls.meta.total).toBeGreaterThan(0);
      expect(bowls.meta.total).toBeLessThan(all.meta.total);
      expect(bowls.items.every((item) => item.category[1] === 'Skålar')).toBe(true);
    });

    it('shows only variants in stock online with the in-stock exclusion filter', async () => {
      const [all, inStock] = await Promise.all([
        gateway.search(ALL),
        gateway.search({ ...ALL, filters: [IN_STOCK_ONLINE_FILTER] }),
      ]);
      const showingSoldOut = all.items.filter((item) => shown(item)?.quantity === 0);
      expect(showingSoldOut.length).toBeGreaterThan(0);
      expect(inStock.items.length).toBeGreaterThan(0);
      for (const item of inStock.items) expect(shown(item)?.quantity).toBeGreaterThan(0);
      const soldOut = all.items.filter((item) => item.variants.every((v) => v.quantity === 0));
      expect(ids(inStock.items)).toEqual(ids(all.items).filter((id) => !ids(soldOut).includes(id)));
    });

    it('sorts by price, ascending and descending', async () => {
      const prices = async (order: 'asc' | 'desc') =>
        (await gateway.search({ ...ALL, sort: [{ field: 'price', order }] })).items.map(
          (item) => item.price,
        );
      const [ascending, descending] = await Promise.all([prices('asc'), prices('desc')]);
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      expect(descending).toEqual([...descending].sort((a, b) => b - a));
      expect(ascending[0]).toBeLessThan(descending[0] ?? 0);
    });

    it('pages by offset and limit up to the total, the last page holding the rest', async () => {
      const all = await gateway.search(ALL);
      const limit = 7;
      const seen: string[] = [];
      for (let offset = 0; offset < all.meta.total; offset += limit) {
        const page = await gateway.search(searchFor('', { offset, limit }));
        expect(page.meta).toMatchObject({ total: all.meta.total, offset, limit });
        expect(isLastPage(page.meta, page.items.length)).toBe(offset + limit >= all.meta.total);
        seen.push(...ids(page.items));
      }
      expect(seen).toEqual(ids(all.items));
      expect(all.meta.total % limit).not.toBe(0);
    });

    it('finds nothing for nonsense', async () => {
      const nothing = await gateway.search(searchFor('qwxzvbnk'));
      expect(nothing).toMatchObject({ items: [], facets: [], redirectUrl: null });
      expect(nothing.meta.total).toBe(0);
    });

    it('keeps autocomplete within its item and suggestion limits', async () => {
      const usual = await gateway.autocomplete(autocompleteRequest('ta'));
      expect(usual.items.length).toBe(6);
      expect(usual.suggestions.length).toBeGreaterThan(0);
      expect(usual.suggestions.length).toBeLessThanOrEqual(4);
      const small = await gateway.autocomplete({ q: 'ta', itemLimit: 2, suggestionLimit: 1 });
      expect(ids(small.items)).toEqual(ids(usual.items).slice(0, 2));
      expect(small.suggestions).toEqual(usual.suggestions.slice(0, 1));
      const withoutQ = await gateway.autocomplete({ itemLimit: 6, suggestionLimit: 4 });
      expect(withoutQ.items).toEqual([]);
      expect(withoutQ.suggestions).toHaveLength(4);
      expect(withoutQ.meta.rid).not.toBe(usual.meta.rid);
    });

    it('recommends the latest items: 4, or 3 in the search panel', async () => {
      const [latest, panel] = await Promise.all([
        gateway.recommendations(recommendationsRequest()),
        gateway.recommendations(recommendationsRequest('search-panel')),
      ]);
      expect(ids(latest.items)).toEqual(newestDesigns().slice(0, 4));
      expect(ids(panel.items)).toEqual(ids(latest.items).slice(0, 3));
      expect(latest.meta.rid).not.toBe('');
    });

    it('redirects a few words to their page under the site prefix', async () => {
      const norway = await makeGateway({ country: 'no', language: 'en' });
      expect((await gateway.search(searchFor('Kontakt'))).redirectUrl).toBe('/se/kontakt');
      expect((await norway.search(searchFor('contact'))).redirectUrl).toBe('/no/contact');
      expect((await gateway.search(searchFor('presentkort'))).redirectUrl).toBe('/se/presentkort');
      expect((await gateway.search(searchFor('tallrik'))).redirectUrl).toBeNull();
    });

    it('prices and stocks the items in the site market', async () => {
      const norway = await makeGateway({ country: 'no', language: 'en' });
      const answer = await norway.search(searchFor('plate'));
      const { market, pricelist } = seededSiteMarket({ country: 'no', language: 'en' });
      const products = new Map(seedCatalogue().products.map((product) => [product.id, product]));
      for (const variant of answer.items.flatMap((item) => item.variants)) {
        const product = products.get(variant.id);
        expect(variant.price).toBe(product?.pricesByPricelist[pricelist.id]?.priceAsNumber);
        const stock = product?.items.reduce((sum, i) => sum + (i.stockByMarket[market.id] ?? 0), 0);
        expect(variant.quantity).toBe(stock);
      }
      expect(answer.items[0]?.title).toMatch(/plate/i);
    });

    it('accepts both feedback events', async () => {
      const { meta, items } = await gateway.search(searchFor('tallrik'));
      const [item] = items;
      await expect(
        gateway.feedback({ kind: 'click-suggestion', rid: meta.rid, suggestion: 'tallrikar' }),
      ).resolves.toBeUndefined();
      await expect(
        gateway.feedback({
          kind: 'click-item',
          itemId: item?.id ?? '',
          rid: meta.rid,
          variantItemId: item?.selectedVariantId ?? '',
        }),
      ).resolves.toBeUndefined();
    });

    it('refuses a negative offset with a 400 status error', async () => {
      await expect(gateway.search(searchFor('', { offset: -1 }))).rejects.toMatchObject({
        kind: 'status',
        status: 400,
      });
    });
  });
}
