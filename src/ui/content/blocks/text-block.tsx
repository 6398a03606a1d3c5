import { css } from '@linaria/core';
import { textField } from '@/domain/content/blok-fields';
import { RichText } from '@/ui/shared/content/rich-text';
import { colors } from '@/ui/styles/tokens';
import type { BlockProps } from '@/ui/shared/content/block-props';

const text = css`
  max-width: 44rem;
  font-size: 1.0625rem;
  line-height: 1.65;
  p {
    margin: 0 0 1em;
  }
  /* A heading inside the text opens a new part: air above, close to its own paragraph. */
  :is(h2, h3, h4) {
    margin: 1.75em 0 0.5em;
    line-height: 1.25;
  }
  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
  a {
    color: ${colors.accent};
  }
`;

/**
 * docs/product.md#content-blocks text block: rich text from the CMS, sanitized. Plain text shows as
 * paragraphs split at blank lines.
 */
export function TextBlock(props: BlockProps) {
  return <RichText className={text} value={textField(props.blok, 'text')} />;
}
