import { useEffect, useMemo } from 'react';
import { SearchStore } from '@/application/search/search.store';
import { SiteStore } from '@/application/site/site.store';
import {
  chosenItems,
  chosenProductIds,
  chosenProductsQuery,
} from '@/domain/content/chosen-products';
import type { Blok } from '@/domain/content/story';
import type { SearchItem } from '@/domain/search/search-item';
import { useStore } from '@/ui/shared/container-context';

/**
 * The products the editors chose for a block, as search items in their order
 * (docs/product.md#content-blocks), fetched in one search unless the page's loader has fetched
 * them already; `chosen` is how many were asked for. Read it in an `observer`.
 */
export function useChosenItems(blok: Blok): {
  readonly chosen: number;
  readonly items: readonly SearchItem[];
  readonly loading: boolean;
} {
  const search = useStore(SearchStore);
  const { site } = useStore(SiteStore);
  const ids = useMemo(() => chosenProductIds(blok), [blok]);
  const query = useMemo(() => chosenProductsQuery(blok, site), [blok, site]);

  useEffect(() => {
    if (query) void search.runOnce(query);
  }, [search, query]);

  if (!query) return { chosen: 0, items: [], loading: false };
  return {
    chosen: ids.length,
    items: chosenItems(search.items(query.name), ids),
    loading: search.isLoading(query.name) || search.query(query.name) === undefined,
  };
}
