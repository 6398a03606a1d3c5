import { css } from '@linaria/core';
import { numberField, textField } from '@/domain/content/blok-fields';
import type { BlockProps } from '@/ui/shared/content/block-props';
import { fonts, typeScale } from '@/ui/styles/tokens';

const headline = css`
  max-width: 44rem;
  margin: 0;
  font-weight: 400;
  letter-spacing: 0.01em;
  &:is(h1) {
    font-family: ${fonts.display};
    font-size: ${typeScale.display};
  }
  &:is(h2) {
    font-family: ${fonts.display};
    font-size: ${typeScale.sectionTitle};
  }
  &:is(h3) {
    font-size: 1.25rem;
  }
`;

/**
 * docs/product.md#content-blocks headline: the editors' text at level 1 to 3 (2 when the level is
 * missing).
 */
export function HeadlineBlock(props: BlockProps) {
  const text = textField(props.blok, 'text');
  if (!text) return null;
  const level = numberField(props.blok, 'level');
  const Heading = level === 1 ? 'h1' : level === 3 ? 'h3' : 'h2';
  return <Heading className={headline}>{text}</Heading>;
}
