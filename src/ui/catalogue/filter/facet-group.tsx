import { css, cx } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { SearchStore } from '@/application/search/search.store';
import { TranslationStore } from '@/application/site/translation.store';
import { UiStore } from '@/application/shared/ui.store';
import type { FacetGroup as Group } from '@/domain/search/facet-options';
import { isColourFacet } from '@/domain/search/facet-visibility';
import { useStore } from '@/ui/shared/container-context';
import { markFacetToggle } from '@/ui/shared/perf-marks';
import { colors } from '@/ui/styles/tokens';
import { useFacetValueText } from './use-facet-value-text';
import { choiceLabel } from './choice-styles';
import { swatchPaint } from './swatch-colour';

const group = css`
  border-bottom: 1px solid ${colors.line};
`;

const toggle = css`
  display: flex;
  justify-content: space-between;
  align-items: center;
  width: 100%;
  padding: 1rem 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 600;
  letter-spacing: 0.04em;
  cursor: pointer;
  /* The sign is drawn, not read: the button's name stays the facet's (its alt text is empty). */
  &::after {
    content: '+' / '';
    font-weight: 400;
    font-size: 1.25rem;
  }
  &[aria-expanded='true']::after {
    content: '–' / '';
  }
`;

const count = css`
  margin-left: auto;
  padding-right: 0.75rem;
  font-weight: 400;
  font-size: 0.85rem;
  color: ${colors.accent};
`;

const options = css`
  display: grid;
  gap: 0.5rem;
  margin: 0 0 1rem;
  padding: 0;
  border: none;
  list-style: none;
  &[hidden] {
    display: none;
  }
`;

const swatches = css`
  grid-template-columns: repeat(auto-fill, minmax(5.5rem, 1fr));
  gap: 1rem 0.5rem;
`;

const swatchOption = css`
  flex-direction: column;
  gap: 0.35rem;
  font-size: 0.85rem;
  text-align: center;
  position: relative;
  /* The checkbox lies, unseen, over its swatch: a click on the swatch ticks it. */
  input {
    position: absolute;
    top: 0;
    left: 50%;
    z-index: 1;
    width: 2.25rem;
    height: 2.25rem;
    margin: 0;
    transform: translateX(-50%);
    opacity: 0;
    cursor: pointer;
  }
`;

const swatch = css`
  display: block;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  border: 1px solid ${colors.line};
  box-shadow: 0 0 0 3px #fff;
  transition: box-shadow 0.15s ease;
  input:checked + & {
    box-shadow:
      0 0 0 3px #fff,
      0 0 0 4px ${colors.ink};
  }
  input:focus-visible + & {
    outline: 2px solid ${colors.accent};
    outline-offset: 4px;
  }
  input:disabled + & {
    opacity: 0.35;
  }
`;

/**
 * One facet of the filter sidebar (docs/product.md#search-and-filters, docs/product.md#validation):
 * a heading that unfolds it — one facet unfolded at a time (`UiStore.filterMenu`) — and its values
 * as checkboxes, colour swatches for a colour facet. A value the current result lacks is disabled.
 */
export const FacetGroup = observer(function FacetGroup(props: {
  readonly queryName: string;
  readonly group: Group;
  readonly label: string;
}) {
  const { queryName, group: facet, label } = props;
  const search = useStore(SearchStore);
  const ui = useStore(UiStore);
  const { t } = useStore(TranslationStore);
  const id = useId();
  const isOpen = ui.filterMenu === facet.name;
  const colour = isColourFacet(facet);
  const selected = facet.options.filter((choice) =>
    search.isFacetValueSelected(queryName, facet.name, choice.value),
  ).length;
  const text = useFacetValueText();

  return (
    <section className={group}>
      <button
        type="button"
        className={toggle}
        aria-expanded={isOpen}
        aria-controls={`${id}-options`}
        onClick={() => ui.toggleFilterMenu(facet.name)}
      >
        {label}
        {selected > 0 ? (
          <span className={count}>{t('Filter_Selected', { count: selected })}</span>
        ) : null}
      </button>
      <ul id={`${id}-options`} className={cx(options, colour && swatches)} hidden={!isOpen}>
        {facet.options.map((choice) => (
          <li key={choice.value}>
            <label className={cx(choiceLabel, colour && swatchOption)}>
              <input
                type="checkbox"
                checked={search.isFacetValueSelected(queryName, facet.name, choice.value)}
                disabled={choice.disabled}
                onChange={() => {
                  markFacetToggle(queryName);
                  void search.toggleFacet(queryName, facet.name, choice.value);
                }}
              />
              {colour ? (
                <span className={swatch} style={{ background: swatchPaint(choice.value) }} />
              ) : null}
              {text(facet.name, choice.value)}
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
});
