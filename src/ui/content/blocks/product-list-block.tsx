import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { SearchStore } from '@/application/search/search.store';
import { SiteStore } from '@/application/site/site.store';
import { booleanField, textField } from '@/domain/content/blok-fields';
import { productListQuery } from '@/domain/content/product-list-block';
import { useStore } from '@/ui/shared/container-context';
import { ProductList } from '@/ui/catalogue/product-list';
import type { BlockProps } from '@/ui/shared/content/block-props';

/**
 * docs/product.md#product-list-block: the product list and search-driven product list blocks: the products of a
 * category path or a search text, with the block's headline, description, subtitle and (when the
 * editors ask) the filter bar. The page's loader usually fetched them already.
 */
export const ProductListBlock = observer(function ProductListBlock(props: BlockProps) {
  const { blok } = props;
  const search = useStore(SearchStore);
  const { site } = useStore(SiteStore);
  const query = useMemo(() => productListQuery(blok, site), [blok, site]);

  useEffect(() => {
    void search.runOnce(query);
  }, [search, query]);

  return (
    <ProductList
      queryName={query.name}
      headline={textField(blok, 'headline') || undefined}
      description={textField(blok, 'description') || undefined}
      subtitle={textField(blok, 'subtitle') || undefined}
      filterBar={booleanField(blok, 'show_filter_bar')}
    />
  );
});
