import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SearchStore } from '@/application/search/search.store';
import { TranslationStore } from '@/application/site/translation.store';
import { SEARCH_QUERY_NAME } from '@/domain/search/named-query';
import { useStore } from '../app/container-context';
import { ProductList } from '../catalogue/product-list';
import { colors, fonts, typeScale } from '../styles/tokens';
import { DocumentTitle } from '@/ui/shared/document-title';
import { LIST_NAMES } from '@/domain/analytics/list-names';

const page = css`
  max-width: 90rem;
  margin: 0 auto;
`;

const head = css`
  margin-bottom: 1.5rem;
  h1 {
    margin: 0.25rem 0 0;
    font-family: ${fonts.display};
    font-size: ${typeScale.pageTitle};
    font-weight: 400;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    font-size: 0.8rem;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${colors.accent};
  }
`;

const empty = css`
  padding: 3rem 0;
  border-top: 1px solid ${colors.line};
  font-size: 1.1rem;
  text-align: center;
`;

/**
 * docs/product.md#search-and-filters search results, `/{site}/search?q=…`: the query in quotes as
 * the heading, the results in the product grid with a filter and sort sidebar, Search_NoResults
 * when nothing is found. The route's loader searches (a new q searches afresh); an answer naming a
 * page (docs/product.md#search-provider redirect) that came after the page showed is followed
 * from here.
 */
export const SearchPage = observer(function SearchPage() {
  const search = useStore(SearchStore);
  const { t } = useStore(TranslationStore);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const q = params.get('q') ?? '';
  const redirect = search.pendingRedirect;
  const noResults = search.noResultsMessage();
  // Nothing found and nothing to filter: only the message. A filter that leaves nothing keeps
  // the list, with its filter bar, so the shopper can change it.
  const nothingFound = noResults !== null && search.facetGroups().length === 0;

  useEffect(() => {
    if (!redirect) return;
    // Only a place inside the shop; an off-site target is refused and logged.
    const path = search.takeRedirect(window.location.origin);
    if (path !== null) void navigate(path, { replace: true });
  }, [search, navigate, redirect]);

  return (
    <div className={page}>
      <header className={head}>
        <p>{t('Search_Results_Title')}</p>
        <h1>{t('Search_Heading', { q })}</h1>
        <DocumentTitle name={t('Search_Heading', { q })} />
      </header>
      {nothingFound ? (
        <p className={empty}>{t(noResults)}</p>
      ) : (
        <ProductList queryName={SEARCH_QUERY_NAME} listName={LIST_NAMES.search} />
      )}
    </div>
  );
});
