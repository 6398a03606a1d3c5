import { css } from '@linaria/core';
import { textField } from '../../domain/content/blok-fields';
import { colors } from '../styles/tokens';
import type { BlockProps } from './block-props';
import { sanitizeRichText } from './sanitize-rich-text';

const text = css`
  max-width: 44rem;
  font-size: 1.0625rem;
  line-height: 1.65;
  p {
    margin: 0 0 1em;
  }
  > :last-child {
    margin-bottom: 0;
  }
  a {
    color: ${colors.accent};
  }
`;

/** Markup the editors wrote, as opposed to plain text with blank lines between paragraphs. */
const MARKUP = /<[a-z][^>]*>/i;

/**
 * SPEC §2 text block: rich text from the CMS, sanitized. Plain text shows as paragraphs split
 * at blank lines.
 */
export function TextBlock(props: BlockProps) {
  const value = textField(props.blok, 'text');
  if (!value.trim()) return null;
  if (MARKUP.test(value)) {
    return <div className={text} dangerouslySetInnerHTML={{ __html: sanitizeRichText(value) }} />;
  }
  return (
    <div className={text}>
      {value
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, index) => (
          <p key={index}>{paragraph.trim()}</p>
        ))}
    </div>
  );
}
