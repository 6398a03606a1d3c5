import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { SearchStore } from '@/application/search/search.store';
import { TranslationStore } from '@/application/site/translation.store';
import type { FilterChip } from '@/domain/search/filter-chips';
import { useStore } from '@/ui/shared/container-context';
import { colors } from '@/ui/styles/tokens';
import { useFacetValueText } from './use-facet-value-text';

const list = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const chipButton = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.25rem;
  padding: 0 0.75rem 0 0.9rem;
  border: 1px solid ${colors.line};
  border-radius: 999px;
  background: ${colors.beige};
  font: inherit;
  font-size: 0.875rem;
  color: inherit;
  cursor: pointer;
  &:hover {
    border-color: ${colors.ink};
  }
  /* The cross is drawn, not read: the button's name says what it removes. */
  &::after {
    content: '×';
    font-size: 1.1rem;
    line-height: 1;
  }
`;

const clearAll = css`
  min-height: 2.25rem;
  padding: 0 0.5rem;
  border: none;
  background: none;
  font: inherit;
  font-size: 0.875rem;
  color: inherit;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;
`;

function chipKey(chip: FilterChip): string {
  return chip.kind === 'in-stock' ? 'in-stock' : `${chip.facet}:${chip.value}`;
}

/**
 * docs/product.md#filters-and-sort active filters: the shopper's choices above the grid, each a
 * button that removes it, and "clear all". Nothing when no filter is chosen.
 */
export const FilterChips = observer(function FilterChips(props: { readonly queryName: string }) {
  const { queryName } = props;
  const valueText = useFacetValueText();
  const search = useStore(SearchStore);
  const { t } = useStore(TranslationStore);
  const chips = search.filterChips(queryName);
  if (chips.length === 0) return null;
  return (
    <ul className={list} aria-label={t('Filter_Active')}>
      {chips.map((chip) => {
        const text =
          chip.kind === 'in-stock' ? t('Filter_In_Stock') : valueText(chip.facet, chip.value);
        return (
          <li key={chipKey(chip)}>
            <button
              type="button"
              className={chipButton}
              aria-label={t('Filter_Remove', { value: text })}
              onClick={() => void search.removeFilterChip(queryName, chip)}
            >
              {text}
            </button>
          </li>
        );
      })}
      <li>
        <button
          type="button"
          className={clearAll}
          onClick={() => void search.clearFilterChips(queryName)}
        >
          {t('Filter_Clear_All')}
        </button>
      </li>
    </ul>
  );
});
