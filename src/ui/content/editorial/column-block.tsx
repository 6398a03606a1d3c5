import { css } from '@linaria/core';
import { bloksField } from '@/domain/content/blok-fields';
import type { BlockProps } from '@/ui/shared/content/block-props';

const column = css`
  display: grid;
  align-content: start;
  gap: 1.25rem;
  min-width: 0;
`;

/** docs/product.md#content-blocks container column: any blocks, one under the other. */
export function ColumnBlock(props: BlockProps) {
  return <div className={column}>{props.renderBloks(bloksField(props.blok, 'body'))}</div>;
}
