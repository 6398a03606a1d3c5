import { css } from '@linaria/core';
import { useEffect } from 'react';
import { bloksField, textField } from '@/domain/content/blok-fields';
import { media } from '@/ui/styles/tokens';
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
 * SPEC §2 page wrapper: the page's body blocks in order, and its SEO title (the editors'
 * `meta_title`) as the document title.
 */
export function PageBlock(props: BlockProps) {
  const { blok, renderBloks } = props;
  const title = textField(blok, 'meta_title');

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  return <div className={page}>{renderBloks(bloksField(blok, 'body'))}</div>;
}
