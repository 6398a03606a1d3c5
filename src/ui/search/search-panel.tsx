import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchPanelStore } from '@/application/search/search-panel.store';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { UiStore } from '@/application/shared/ui.store';
import type { SearchItem } from '@/domain/search/search-item';
import { searchPagePath } from '@/domain/search/search-route';
import { formatSite } from '@/domain/site/site';
import { useStore } from '@/ui/shared/container-context';
import { closeButton } from '@/ui/shared/button-styles';
import { Dialog } from '@/ui/shared/dialog';
import { colors } from '@/ui/styles/tokens';
import { media } from '@/ui/styles/breakpoints';
import { SearchItemLink } from './search-item-link';

const sheet = css`
  margin: 0 auto auto;
  width: 100vw;
  max-height: 100dvh;
  border-radius: 0;
  ${media.md} {
    margin-top: 4rem;
    width: min(100vw - 4rem, 52rem);
    max-height: calc(100dvh - 8rem);
    border-radius: 4px;
  }
`;

const bar = css`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  padding: 1rem 1.25rem;
  border-bottom: 1px solid ${colors.line};
  input {
    flex: 1;
    min-width: 0;
    padding: 0.75rem 0;
    border: none;
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: 1.25rem;
    outline: none;
  }
  input::-webkit-search-cancel-button {
    display: none;
  }
  &:focus-within {
    border-bottom-color: ${colors.ink};
  }
`;

const clear = css`
  padding: 0.4rem 0.6rem;
  border: none;
  background: none;
  color: ${colors.accent};
  font: inherit;
  font-size: 0.9rem;
  text-decoration: underline;
  cursor: pointer;
`;

const results = css`
  display: grid;
  gap: 1.5rem;
  padding: 1.25rem;
  ${media.md} {
    grid-template-columns: 14rem 1fr;
    gap: 2rem;
    padding: 1.5rem 2rem 2rem;
  }
  h2 {
    margin: 0 0 0.75rem;
    font-size: 0.8rem;
    font-weight: 600;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${colors.accent};
  }
  ul {
    display: grid;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const suggestion = css`
  width: 100%;
  padding: 0.45rem 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

/**
 * docs/product.md#search-panel, open while `UiStore.isSearchOpen`: the searchbox (autocomplete as
 * the shopper types, docs/product.md#search-provider), the suggestions, the matching products — or,
 * with nothing typed, the 3 latest items. Enter or a suggestion goes to the results page; a product
 * to its page. The header's button opens it with `SearchPanelStore.open()`.
 */
export const SearchPanel = observer(function SearchPanel() {
  const ui = useStore(UiStore);
  const panel = useStore(SearchPanelStore);
  const sites = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  const navigate = useNavigate();
  const id = useId();
  const text = panel.autocompleteText;
  const suggestions = panel.autocomplete?.suggestions ?? [];
  const typed = text.trim() !== '';
  const items: readonly SearchItem[] = typed
    ? (panel.autocomplete?.items ?? [])
    : (panel.recommendations['search-panel']?.items ?? []);

  const showResults = (q: string) => {
    ui.closeSearch();
    void navigate(searchPagePath(formatSite(sites.site), q));
  };
  const openItem = (item: SearchItem) => {
    void panel.clickItem(
      item,
      typed
        ? { kind: 'autocomplete' }
        : {
            kind: 'recommendations',
            placement: 'search-panel',
          },
    );
    ui.closeSearch();
  };

  return (
    <Dialog
      open={ui.isSearchOpen}
      onClose={ui.closeSearch}
      label={t('Search_Label')}
      className={sheet}
    >
      <form
        role="search"
        className={bar}
        onSubmit={(event) => {
          event.preventDefault();
          showResults(text);
        }}
      >
        <input
          type="search"
          aria-label={t('Search_Label')}
          placeholder={t('Search_Placeholder')}
          value={text}
          onChange={(event) => panel.typeAutocomplete(event.target.value)}
          enterKeyHint="search"
          autoComplete="off"
        />
        {typed ? (
          <button type="button" className={clear} onClick={() => panel.typeAutocomplete('')}>
            {t('Search_Clear')}
          </button>
        ) : null}
        <button
          type="button"
          className={closeButton}
          aria-label={t('Search_Close')}
          onClick={ui.closeSearch}
        >
          ×
        </button>
      </form>
      <div className={results}>
        {suggestions.length > 0 ? (
          <section aria-labelledby={`${id}-suggestions`}>
            <h2 id={`${id}-suggestions`}>{t('Search_Suggestions')}</h2>
            <ul>
              {suggestions.map(({ value }) => (
                <li key={value}>
                  <button
                    type="button"
                    className={suggestion}
                    onClick={() => {
                      void panel.clickSuggestion(value);
                      showResults(value);
                    }}
                  >
                    {value}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {items.length > 0 ? (
          <section aria-labelledby={`${id}-items`}>
            <h2 id={`${id}-items`}>{typed ? t('Search_Products') : t('Search_Latest')}</h2>
            <ul>
              {items.map((item, index) => (
                <li key={item.id}>
                  <SearchItemLink item={item} index={index} onOpen={openItem} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </Dialog>
  );
});
