import { css } from '@linaria/core';
import type { CSSProperties } from 'react';
import { bloksField, textField } from '@/domain/content/blok-fields';
import { columnCount } from '@/domain/editorial/column-count';
import { media } from '@/ui/styles/breakpoints';
import type { BlockProps } from '@/ui/shared/content/block-props';
import { blockHeadline } from './editorial-styles';

const columns = css`
  display: grid;
  gap: 2rem;
  ${media.md} {
    grid-template-columns: repeat(var(--columns-md), minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(var(--columns), minmax(0, 1fr));
    gap: 2.5rem;
  }
`;

/**
 * docs/product.md#content-blocks container with headline and columns: up to 4 columns side by side
 * on desktop (two from 768 px), stacked on a phone; each column holds any blocks.
 */
export function ContainerBlock(props: BlockProps) {
  const { blok, renderBloks } = props;
  const headline = textField(blok, 'headline').trim();
  const children = bloksField(blok, 'columns');
  if (!headline && children.length === 0) return null;
  const count = columnCount(children.length);
  const style = { '--columns': count, '--columns-md': Math.min(count, 2) } as CSSProperties;
  return (
    <section aria-label={headline || undefined}>
      {headline ? <h2 className={blockHeadline}>{headline}</h2> : null}
      <div className={columns} style={style}>
        {renderBloks(children)}
      </div>
    </section>
  );
}
