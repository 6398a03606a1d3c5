import { css } from '@linaria/core';
import { bloksField, textField } from '@/domain/content/blok-fields';
import { colors } from '@/ui/styles/tokens';
import type { BlockProps } from '@/ui/shared/content/block-props';
import { blockHeadline } from './editorial-styles';

const list = css`
  max-width: 48rem;
  border-top: 1px solid ${colors.line};
`;

/**
 * docs/product.md#content-blocks accordion: a headline over items that each open to their text
 * (`accordion_item`). Items are native disclosure widgets, so keyboard and screen readers work
 * without script.
 */
export function AccordionBlock(props: BlockProps) {
  const { blok, renderBloks } = props;
  const headline = textField(blok, 'headline').trim();
  const items = bloksField(blok, 'items');
  if (items.length === 0) return null;
  return (
    <section aria-label={headline || undefined}>
      {headline ? <h2 className={blockHeadline}>{headline}</h2> : null}
      <div className={list}>{renderBloks(items)}</div>
    </section>
  );
}
