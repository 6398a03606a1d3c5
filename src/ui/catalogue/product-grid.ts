import { css } from '@linaria/core';
import type { CSSProperties } from 'react';
import { media } from '@/ui/styles/breakpoints';
import { colors } from '@/ui/styles/tokens';

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

/** The wishlist heart's place on a product picture, above the card's stretched link. */
export const heartPlace = css`
  position: absolute;
  z-index: 1;
  top: 0.5rem;
  right: 0.5rem;
`;

/** The round white control that sits on a product picture: the wishlist heart, the quick add. */
export const roundOnPicture = css`
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  padding: 0;
  border: none;
  border-radius: 50%;
  background: rgb(255 255 255 / 88%);
  color: ${colors.ink};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${colors.accent};
    outline-offset: 2px;
  }
`;

/**
 * On a card's name: its link stretches over the whole card (a positioned `::after`; the card
 * is `position: relative`), so picture, name and price are one link with one name.
 */
export const stretchedLink = css`
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:focus-visible {
    outline: none;
  }
  a:focus-visible::after {
    outline: 2px solid ${colors.accent};
    outline-offset: 2px;
  }
`;

/** What a card's stretched link must not swallow: the heart, the quick add, the swatches. */
export const aboveLink = css`
  position: relative;
  z-index: 1;
`;
