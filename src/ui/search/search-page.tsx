import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SearchStore } from '@/application/search/search.store';
import { TranslationStore } from '@/application/site/translation.store';
import { SEARCH_QUERY_NAME } from '@/domain/search/named-query';
import { searchPageQuery } from '@/domain/search/search-route';
import { useStore } from '@/ui/shared/container-context';
import { ProductList } from '@/ui/catalogue/product-list';
import { media } from '@/ui/styles/breakpoints';
import { colors, fonts, tones, typeScale } from '@/ui/styles/tokens';
import { SearchPageForm } from './search-page-form';
import { DocumentTitle } from '@/ui/shared/document-title';
import { ShopDescription } from '@/ui/shared/shop-description';
import { LIST_NAMES } from '@/domain/analytics/list-names';

const page = css`
  max-width: 90rem;
  margin: 0 auto;
`;

/** A short uppercase word over the page's heading. */
const overline = css`
  margin: 0;
  font-size: 0.8rem;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${colors.accent};
`;

const heading = css`
  margin: 0.25rem 0 0;
  font-family: ${fonts.display};
  font-size: ${typeScale.pageTitle};
  font-weight: 400;
  overflow-wrap: anywhere;
`;

/** The query over the results, with the field to change it beside it — under it on a phone. */
const head = css`
  display: grid;
  gap: 1.25rem;
  margin-bottom: 1.5rem;
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(18rem, 30rem);
    align-items: end;
    gap: 2rem;
  }
`;

/** Nothing asked yet: the question, a word on what to search for, and the field, centred. */
const ask = css`
  display: grid;
  justify-items: center;
  gap: 1rem;
  padding: 3rem 0 4rem;
  text-align: center;
  ${media.md} {
    padding: 5rem 0 7rem;
  }
  h1 {
    font-size: ${typeScale.display};
  }
  form {
    margin-top: 1rem;
  }
`;

const lead = css`
  max-width: 34rem;
  margin: 0;
  color: ${tones.muted};
`;

const hint = css`
  max-width: 34rem;
  margin: 0;
  font-size: 0.875rem;
  color: ${tones.muted};
`;

/** Nothing found: the message, and the same word on what to search for. */
const empty = css`
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  padding: 3rem 0;
  border-top: 1px solid ${colors.line};
  text-align: center;
  p:first-child {
    margin: 0;
    font-size: 1.1rem;
  }
`;

/**
 * docs/product.md#search-results, `/{site}/search?q=…`: the query in quotes as the heading with
 * the page's own search field beside it, the results in the product grid with a filter and sort
 * sidebar, Search_NoResults when nothing is found. An empty query asks what to look for instead,
 * over the field. The route's loader searches (a new q searches afresh); an answer naming a page
 * (docs/product.md#search-provider redirect) that came after the page showed is followed from
 * here.
 */
export const SearchPage = observer(function SearchPage() {
  const search = useStore(SearchStore);
  const { t } = useStore(TranslationStore);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const q = searchPageQuery(params.get('q'));
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

  if (q === '') {
    return (
      <div className={page}>
        <section className={ask}>
          <h1 className={heading}>{t('Search_Empty_Heading')}</h1>
          <p className={lead}>{t('Search_Empty_Text')}</p>
          <SearchPageForm q={q} />
          <p className={hint}>{t('Search_Empty_Hint')}</p>
          <DocumentTitle name={t('Search_Field_Label')} />
          <ShopDescription />
        </section>
      </div>
    );
  }

  return (
    <div className={page}>
      <header className={head}>
        <div>
          <p className={overline}>{t('Search_Results_Title')}</p>
          <h1 className={heading}>{t('Search_Heading', { q })}</h1>
        </div>
        <SearchPageForm q={q} />
        <DocumentTitle name={t('Search_Heading', { q })} />
        <ShopDescription />
      </header>
      {nothingFound ? (
        <div className={empty}>
          <p>{t(noResults)}</p>
          <p className={hint}>{t('Search_Empty_Hint')}</p>
        </div>
      ) : (
        <ProductList queryName={SEARCH_QUERY_NAME} listName={LIST_NAMES.search} />
      )}
    </div>
  );
});
