import { css } from '@linaria/core';
import type { CSSProperties } from 'react';
import { media } from '../styles/breakpoints';

/** docs/product.md#product-list-block: 2 columns on mobile, 4 from 768 px. */
export const productGrid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1.5rem 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 2.5rem 1.25rem;
    /* Fewer cards than a row holds (fewCards): a row of just that many, each as wide as a card
       reads well and the row centred, so a short list looks chosen rather than unfinished. */
    &[data-few] {
      grid-template-columns: repeat(var(--cards), minmax(0, 24rem));
      justify-content: center;
    }
  }
`;

/** The cards a row holds from the mobile breakpoint up. */
const ROW_CARDS = 4;

/** A product grid's attributes for `count` cards: fewer than a row lay out as a row of their own. */
export function fewCards(count: number): { 'data-few'?: ''; style?: CSSProperties } {
  if (count <= 0 || count >= ROW_CARDS) return {};
  return { 'data-few': '', style: { '--cards': count } as CSSProperties };
}

/** A product picture's frame, which badges and the heart sit on. */
export const productPicture = css`
  position: relative;
  overflow: hidden;
  background: #f1ece4;
`;

/** The wishlist heart's place on a product picture. */
export const heartPlace = css`
  position: absolute;
  top: 0.5rem;
  right: 0.5rem;
`;
