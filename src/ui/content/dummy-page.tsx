import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { SearchStore } from '@/application/search/search.store';
import { TranslationStore } from '@/application/site/translation.store';
import { useStore } from '@/ui/shared/container-context';
import { ProductList } from '@/ui/catalogue/product-list';
import { tones } from '@/ui/styles/tokens';

const page = css`
  max-width: 90rem;
  margin: 0 auto;
  display: grid;
  gap: 2rem;
  h1 {
    margin: 0;
    font-size: 1.75rem;
    font-weight: 400;
  }
  p {
    margin: 0;
    color: ${tones.muted};
  }
`;

/** The search-provider test page's own named query, apart from the shopper's search. */
export const FINDIFY_QUERY_NAME = 'dummy-findify';

/** docs/product.md#content-blocks `/{site}/dummy/{name}`: a test page that names itself. */
export const DummyPage = observer(function DummyPage() {
  const { name = '' } = useParams();
  return <DummyFrame name={name} />;
});

/**
 * docs/product.md#content-blocks `/{site}/dummy/findify`: the test page for the search provider,
 * its list included.
 */
export const FindifyDummyPage = observer(function FindifyDummyPage() {
  const search = useStore(SearchStore);

  useEffect(() => {
    void search.run({ name: FINDIFY_QUERY_NAME });
  }, [search]);

  return (
    <DummyFrame name="findify">
      <ProductList queryName={FINDIFY_QUERY_NAME} />
    </DummyFrame>
  );
});

const DummyFrame = observer(function DummyFrame(props: {
  readonly name: string;
  readonly children?: ReactNode;
}) {
  const { t } = useStore(TranslationStore);
  return (
    <div className={page}>
      <header>
        <h1>{t('Dummy_Page_Title', { name: props.name })}</h1>
        <p>{t('Dummy_Page_Text')}</p>
      </header>
      {props.children}
    </div>
  );
});
