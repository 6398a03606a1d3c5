import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FacetLabelStore } from '@/application/catalogue/facet-label.store';
import { SearchStore } from '@/application/search/search.store';
import { TranslationStore } from '@/application/site/translation.store';
import { UiStore } from '@/application/shared/ui.store';
import { SEARCH_QUERY_NAME } from '@/domain/search/named-query';
import type { SortOrder } from '@/domain/search/search-filter';
import { useStore } from '@/ui/shared/container-context';
import { outlineButtonRules, primaryButtonRules } from '@/ui/shared/button-styles';
import { Dialog } from '@/ui/shared/dialog';
import { PanelHeader } from '@/ui/shared/panel-header';
import { colors } from '@/ui/styles/tokens';
import { media } from '@/ui/styles/breakpoints';
import { choiceLabel } from './choice-styles';
import { FacetGroup } from './facet-group';
import { facetLabelKey } from './facet-label';

const panel = css`
  ${media.md} {
    width: min(100vw, 28rem);
  }
`;

/** The dialog element keeps its own display (closed means `display: none`); this lays it out. */
const layout = css`
  display: flex;
  flex-direction: column;
  height: 100%;
`;

const body = css`
  flex: 1;
  overflow-y: auto;
  padding: 0.5rem 1.5rem 1.5rem;
`;

const fieldset = css`
  display: grid;
  gap: 0.6rem;
  margin: 0;
  padding: 1rem 0;
  border: none;
  border-bottom: 1px solid ${colors.line};
  legend {
    float: left;
    width: 100%;
    margin-bottom: 0.6rem;
    padding: 0;
    font-weight: 600;
    letter-spacing: 0.04em;
  }
`;

const foot = css`
  display: grid;
  grid-template-columns: 1fr 2fr;
  gap: 0.75rem;
  padding: 1rem 1.5rem;
  border-top: 1px solid ${colors.line};
  background: ${colors.paper};
`;

const reset = css`
  ${outlineButtonRules}
`;

const apply = css`
  ${primaryButtonRules}
`;

type SortChoice = 'relevance' | SortOrder;

const SORT_CHOICES: readonly { readonly value: SortChoice; readonly key: string }[] = [
  { value: 'relevance', key: 'Sort_Relevance' },
  { value: 'asc', key: 'Sort_Price_Asc' },
  { value: 'desc', key: 'Sort_Price_Desc' },
];

/**
 * docs/product.md#filters-and-sort, open while `UiStore.isFilterOpen`: the sort (relevance or
 * price either way), in stock online, and the facets of the named query
 * (docs/product.md#validation: the initial facets less gift-card values, values missing from the
 * result disabled), named in the site's language by the filter metadata. Every choice searches at once; Apply closes the sidebar and Reset restores the
 * initial filters.
 */
export const FilterPanel = observer(function FilterPanel(props: { readonly queryName?: string }) {
  const ui = useStore(UiStore);
  const queryName = ui.filterQueryName ?? props.queryName ?? SEARCH_QUERY_NAME;
  const search = useStore(SearchStore);
  const labels = useStore(FacetLabelStore);
  const { t } = useStore(TranslationStore);
  const id = useId();
  const sort: SortChoice = search.priceSort(queryName) ?? 'relevance';

  return (
    <Dialog
      open={ui.isFilterOpen}
      onClose={ui.closeFilter}
      label={t('Filter_Title')}
      placement="right"
      className={panel}
    >
      <div className={layout}>
        <PanelHeader
          title={t('Filter_Title')}
          closeLabel={t('Filter_Close')}
          onClose={ui.closeFilter}
        />
        <div className={body}>
          <fieldset className={fieldset}>
            <legend>{t('Sort_Title')}</legend>
            {SORT_CHOICES.map((choice) => (
              <label key={choice.value} className={choiceLabel}>
                <input
                  type="radio"
                  name={`${id}-sort`}
                  checked={sort === choice.value}
                  onChange={() =>
                    void search.sortByPrice(
                      queryName,
                      choice.value === 'relevance' ? undefined : choice.value,
                    )
                  }
                />
                {t(choice.key)}
              </label>
            ))}
          </fieldset>
          <fieldset className={fieldset}>
            <label className={choiceLabel}>
              <input
                type="checkbox"
                checked={search.isInStockOnline(queryName)}
                onChange={(event) => void search.setInStockOnline(queryName, event.target.checked)}
              />
              {t('Filter_In_Stock')}
            </label>
          </fieldset>
          {search.facetGroups(queryName).map((group) => {
            const key = facetLabelKey(group.name);
            if (key === null) return null;
            // The filter metadata names the facet in the site's language; the shop's own
            // translation stands in where it gives no name.
            const label = labels.title(group.name) ?? t(key);
            return (
              <FacetGroup key={group.name} queryName={queryName} group={group} label={label} />
            );
          })}
        </div>
        <div className={foot}>
          <button type="button" className={reset} onClick={() => void search.reset(queryName)}>
            {t('Filter_Reset')}
          </button>
          <button type="button" className={apply} onClick={ui.closeFilter}>
            {t('Filter_Apply')}
          </button>
        </div>
      </div>
    </Dialog>
  );
});
