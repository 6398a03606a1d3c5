import { css } from '@linaria/core';
import { textField } from '@/domain/content/blok-fields';
import { RichText } from '@/ui/shared/content/rich-text';
import { colors } from '@/ui/styles/tokens';
import type { BlockProps } from '@/ui/shared/content/block-props';
import { blockText } from './editorial-styles';

const item = css`
  border-bottom: 1px solid ${colors.line};
  summary {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 1rem;
    padding: 1.1rem 0;
    font-size: 1.0625rem;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::after {
    content: '+' / ''; /* drawn, not read: no sign in the name */
    flex: none;
    font-size: 1.5rem;
    line-height: 1;
    transition: transform 0.2s;
  }
  &[open] summary::after {
    transform: rotate(45deg);
  }
  summary:focus-visible {
    outline: 2px solid ${colors.accent};
    outline-offset: 2px;
  }
`;

const body = css`
  padding: 0 0 1.25rem;
`;

/** docs/product.md#content-blocks accordion item: its title opens and closes its text. */
export function AccordionItemBlock(props: BlockProps) {
  const title = textField(props.blok, 'title').trim();
  if (!title) return null;
  return (
    <details className={item}>
      <summary>{title}</summary>
      <div className={body}>
        <RichText className={blockText} value={textField(props.blok, 'text')} />
      </div>
    </details>
  );
}
