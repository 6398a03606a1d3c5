import { css, cx } from '@linaria/core';
import { outlineButtonRules } from '@/ui/shared/button-styles';
import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect } from 'react';
import { FacetLabelStore } from '@/application/catalogue/facet-label.store';
import { SearchStore } from '@/application/search/search.store';
import { TranslationStore } from '@/application/site/translation.store';
import { UiStore } from '@/application/shared/ui.store';
import { useStore } from '@/ui/shared/container-context';
import { measureFacetRender } from '@/ui/shared/perf-marks';
import { colors, fonts, tones, typeScale } from '@/ui/styles/tokens';
import { media } from '@/ui/styles/breakpoints';
import { fewCards, productGrid } from './product-grid';
import { ProductCard } from './product-card';
import { LazyQuickView } from './lazy-quick-view';
import { FilterChips } from './filter/filter-chips';
import { shownAfterFetchDelay } from '@/ui/shared/loading-styles';

const block = css`
  display: grid;
  gap: 1.5rem;
`;

/** Over a short row, which the grid centres (fewCards), the headline is centred with it. */
const headOverFewCards = `.${block}:has(> ul[data-few]) > &`;

const head = css`
  display: grid;
  gap: 0.5rem;
  ${media.md} {
    ${headOverFewCards} {
      justify-items: center;
      text-align: center;
    }
  }
  h1,
  h2 {
    margin: 0;
    font-family: ${fonts.display};
    font-size: ${typeScale.pageTitle};
    font-weight: 400;
    letter-spacing: 0.02em;
  }
  p {
    max-width: 40rem;
    margin: 0;
    color: ${tones.muted};
  }
`;

const eyebrow = css`
  font-size: 0.8125rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const bar = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.75rem 0;
  border-top: 1px solid ${colors.line};
  border-bottom: 1px solid ${colors.line};
  p {
    margin: 0;
    color: ${tones.muted};
    font-size: 0.875rem;
  }
`;

const quietButton = css`
  ${outlineButtonRules}
`;

const more = css`
  justify-self: center;
`;

/** A card's stand-in while the list loads: the card's square picture and two text lines. */
const skeleton = css`
  display: grid;
  gap: 0.5rem;
  span {
    display: block;
    height: 0.875rem;
    background: #f1ece4;
  }
  span:first-child {
    height: auto;
    aspect-ratio: 1;
  }
  span:last-child {
    width: 40%;
  }
`;

/** How many stand-ins the first page shows: two rows of the desktop grid. */
const SKELETON_CARDS = 8;

export interface ProductListProps {
  /** The SearchStore named query whose items are listed; the caller runs it. */
  readonly queryName: string;
  readonly headline?: string | undefined;
  /** The page's main heading, or a section's. */
  readonly headlineLevel?: 1 | 2;
  readonly description?: string | undefined;
  /** A line above the headline (the product list block's subtitle). */
  readonly subtitle?: string | undefined;
  /** The filter bar with its "Filter" button and the subtitle (item count). */
  readonly filterBar?: boolean;
  /** Shows at most this many items and no load-more button (a related-items strip). */
  readonly maxItems?: number;
  /** Leaves out the item holding this variant (the product a page already shows). */
  readonly excludeVariant?: string;
  /** Leaves out these items (the ones a list above already shows). */
  readonly excludeItems?: readonly string[];
  /** The list analytics reports its cards in (docs/product.md#analytics); blank: generic. */
  readonly listName?: string;
}

/**
 * docs/product.md#product-list-block: optional headline and description, the filter bar and
 * subtitle, a grid of product cards, a load-more button for the query's next page, and the
 * quick-view popup for its items. Used by category lists, product pages and search.
 */
export const ProductList = observer(function ProductList(props: ProductListProps) {
  const { queryName, headline, headlineLevel = 2, description, subtitle, filterBar = true } = props;
  const { maxItems, excludeVariant, excludeItems = [], listName } = props;
  const search = useStore(SearchStore);
  const ui = useStore(UiStore);
  const labels = useStore(FacetLabelStore);
  const { t } = useStore(TranslationStore);
  const all = search
    .items(queryName)
    .filter((item) => !item.variants.some(({ id }) => id === excludeVariant))
    .filter((item) => !excludeItems.includes(item.id));
  const items = maxItems === undefined ? all : all.slice(0, maxItems);
  const total = search.query(queryName)?.results?.meta.total ?? all.length;
  const Heading = headlineLevel === 1 ? 'h1' : 'h2';
  // Cards sit one level below the list's headline; without one, below the page's h1 (the
  // search page's query) — headings never skip a level (axe / Lighthouse heading-order).
  const cardLevel = headline && headlineLevel === 2 ? 3 : 2;
  const loading = search.isLoading(queryName);
  const empty = search.noResultsMessage(queryName) !== null;
  const results = search.query(queryName)?.results;
  // Scale benchmark: a facet toggle's settled results have committed to the grid.
  useLayoutEffect(() => {
    if (!loading) measureFacetRender(queryName);
  }, [queryName, results, loading]);
  // The filter panel names its facets from the filter metadata: asked for before the shopper
  // opens it, unless the page's loader brought it already.
  useEffect(() => {
    if (filterBar) void labels.load();
  }, [filterBar, labels]);
  if (maxItems !== undefined && items.length === 0) return null;

  return (
    <section className={block} aria-label={headline} aria-busy={loading}>
      {headline || description || subtitle ? (
        <div className={head}>
          {subtitle ? <p className={eyebrow}>{subtitle}</p> : null}
          {headline ? <Heading>{headline}</Heading> : null}
          {description ? <p>{description}</p> : null}
        </div>
      ) : null}
      {filterBar ? (
        <div className={bar}>
          <p>{t('Product_List_Count', { count: total })}</p>
          <button type="button" className={quietButton} onClick={() => ui.openFilter(queryName)}>
            {t('Product_List_Filter')}
          </button>
        </div>
      ) : null}
      {filterBar ? <FilterChips queryName={queryName} /> : null}
      {empty ? <p>{t('Product_List_Empty')}</p> : null}
      {items.length === 0 && loading ? (
        <>
          <p role="status" className={shownAfterFetchDelay}>
            {t('Product_List_Loading')}
          </p>
          <ul className={cx(productGrid, shownAfterFetchDelay)} aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <li key={index} className={skeleton} data-testid="product-skeleton">
                <span />
                <span />
                <span />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <ul className={productGrid} {...fewCards(items.length)}>
        {items.map((item, position) => (
          <li key={item.id}>
            <ProductCard
              item={item}
              position={position}
              headingLevel={cardLevel}
              listName={listName}
            />
          </li>
        ))}
      </ul>
      {maxItems === undefined && search.canLoadMore(queryName) ? (
        <button
          type="button"
          className={`${quietButton} ${more}`}
          onClick={() => void search.loadMore(queryName)}
        >
          {t('Product_List_Load_More')}
        </button>
      ) : null}
      {maxItems === undefined && items.length > 0 && (loading || search.canLoadMore(queryName)) ? (
        <p className={more}>{t('Product_List_Showing', { shown: items.length, total })}</p>
      ) : null}
      <LazyQuickView items={items} />
    </section>
  );
});
