import { css } from '@linaria/core';
import { useLoaderData } from 'react-router-dom';
import type { Blok, Story } from '../../domain/content/story';
import { CategoryPage } from './category/category-page';
import { ProductPage } from './product/product-page';
import type { CatchAllPage } from './resolved-page-loader';
import { SearchPage } from './search/search-page';

const content = css`
  max-width: 44rem;
  h1 {
    margin: 0 0 1rem;
    font-size: 2rem;
    font-weight: 400;
  }
  h2 {
    font-weight: 400;
  }
  p {
    line-height: 1.6;
  }
`;

/** SPEC §2 catch-all: what the route lookup said the path is, as its page, or search results. */
export function ResolvedPageView() {
  const page = useLoaderData<CatchAllPage | null>();
  switch (page?.kind) {
    case 'category':
      return <CategoryPage key={page.path} path={page.path} />;
    case 'product':
      return <ProductPage key={page.uri} uri={page.uri} />;
    case 'content':
      return <ContentView story={page.story} />;
    case 'search':
      return <SearchPage />;
    default:
      return null;
  }
}

/**
 * A content page until the block registry comes: its headlines and text blocks, in order;
 * other blocks are left out.
 */
function ContentView(props: { readonly story: Story }) {
  const body = Array.isArray(props.story.content.body)
    ? (props.story.content.body as readonly Blok[])
    : [];
  return (
    <article className={content}>
      {body.map((blok) => {
        const text = typeof blok.text === 'string' ? blok.text : '';
        if (blok.component === 'headline') {
          return blok.level === 1 ? (
            <h1 key={blok._uid}>{text}</h1>
          ) : (
            <h2 key={blok._uid}>{text}</h2>
          );
        }
        if (blok.component === 'text_block') return <p key={blok._uid}>{text}</p>;
        return null;
      })}
    </article>
  );
}
