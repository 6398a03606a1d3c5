import { css } from '@linaria/core';
import { bloksField, textField } from '@/domain/content/blok-fields';
import { DocumentTitle } from '@/ui/shared/document-title';
import { media } from '@/ui/styles/breakpoints';
import type { BlockProps } from './block-props';

const page = css`
  display: flow-root;
  > * {
    margin-block: 0;
  }
  > * + * {
    margin-top: 3rem;
    ${media.lg} {
      margin-top: 4.5rem;
    }
  }
  /* A headline belongs to what follows it. */
  > :is(h1, h2, h3) + * {
    margin-top: 1rem;
    ${media.lg} {
      margin-top: 1.25rem;
    }
  }
`;

/**
 * docs/product.md#content-blocks page wrapper: the page's body blocks in order, and its SEO title
 * (the editors' `meta_title`) as the document title.
 */
export function PageBlock(props: BlockProps) {
  const { blok, renderBloks } = props;
  const title = textField(blok, 'meta_title');

  return (
    <div className={page}>
      <DocumentTitle title={title} />
      {renderBloks(bloksField(blok, 'body'))}
    </div>
  );
}
