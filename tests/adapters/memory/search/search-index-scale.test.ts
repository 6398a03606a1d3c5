import { describe, expect, it } from 'vitest';
import { MemorySearchGateway } from '@/adapters/memory/search-gateway.memory';
import { seededSearchIndex } from '@/adapters/memory/search/search-index';
import { IN_STOCK_ONLINE_FILTER } from '@/domain/search/in-stock-filter';
import { valueFilter } from '@/domain/search/search-filter';
import { isLastPage } from '@/domain/search/search-paging';
import { searchFor } from '../../../contract/search-gateway.contract';
import { siteContext } from '../../../contract/support/sides';

describe('the search index at scale: seedCatalogue(5000)', () => {
  const big = new MemorySearchGateway(siteContext(), seededSearchIndex(5000));
  const curated = new MemorySearchGateway(siteContext());

  it('indexes every product as a colour of a design', () => {
    const index = seededSearchIndex(5000);
    expect(index.variants).toHaveLength(5000);
    expect(index.items.flatMap((item) => item.variants)).toHaveLength(5000);
  });

  it('finds, filters, counts and pages over all of it', async () => {
    const [plates, curatedPlates] = await Promise.all([
      big.search(searchFor('tallrik', { limit: 5 })),
      curated.search(searchFor('tallrik')),
    ]);
    expect(plates.meta.total).toBeGreaterThan(curatedPlates.meta.total * 10);
    expect(plates.items).toHaveLength(5);
    expect(plates.items.every((item) => item.category.includes('Tallrikar'))).toBe(true);

    const all = await big.search(searchFor('', { limit: 1 }));
    const tops = all.facets.find((facet) => facet.name === 'category1')?.values ?? [];
    expect(tops.reduce((sum, value) => sum + (value.count ?? 0), 0)).toBe(all.meta.total);

    const inStock = await big.search(
      searchFor('', { limit: 1, filters: [IN_STOCK_ONLINE_FILTER] }),
    );
    expect(inStock.meta.total).toBeLessThan(all.meta.total);

    const serving = [valueFilter('category1', ['Servering'])];
    const counted = await big.search(searchFor('', { limit: 0, filters: serving }));
    const offset = counted.meta.total - 3;
    const last = await big.search(searchFor('', { offset, limit: 20, filters: serving }));
    expect(last.items).toHaveLength(3);
    expect(isLastPage(last.meta, last.items.length)).toBe(true);
  });

  it('answers autocomplete and latest items within their limits', async () => {
    const typed = await big.autocomplete({ q: 'skål', itemLimit: 6, suggestionLimit: 4 });
    expect(typed.items).toHaveLength(6);
    expect(typed.suggestions.length).toBeLessThanOrEqual(4);
    expect((await big.recommendations({ type: 'latest', limit: 4 })).items).toHaveLength(4);
  });
});
