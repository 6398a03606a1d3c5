import { css } from '@linaria/core';
import { numberField, textField } from '@/domain/content/blok-fields';
import { media } from '@/ui/styles/breakpoints';
import type { BlockProps } from './block-props';

const headline = css`
  max-width: 44rem;
  margin: 0;
  font-weight: 400;
  letter-spacing: 0.01em;
  &:is(h1) {
    font-size: 2rem;
    ${media.lg} {
      font-size: 2.75rem;
    }
  }
  &:is(h2) {
    font-size: 1.5rem;
    ${media.lg} {
      font-size: 2rem;
    }
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
