import { css } from '@linaria/core';
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
  }
`;

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
