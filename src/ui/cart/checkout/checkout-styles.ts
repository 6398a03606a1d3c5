import { css } from '@linaria/core';
import { colors, tones } from '@/ui/styles/tokens';
import { media } from '@/ui/styles/breakpoints';

/** The checkout pages' shared frame: a calm, narrow column, two on desktop. */
export const page = css`
  max-width: 72rem;
  margin: 0 auto;
  h1 {
    margin: 0 0 2rem;
    font-size: 1.75rem;
    font-weight: 500;
    letter-spacing: 0.02em;
  }
  h2 {
    margin: 0 0 1rem;
    font-size: 0.85rem;
    font-weight: 600;
    letter-spacing: 0.1em;
    text-transform: uppercase;
  }
`;

export const columns = css`
  display: grid;
  gap: 2rem;
  align-items: start;
  ${media.lg} {
    grid-template-columns: 1fr 1fr;
    gap: 4rem;
  }
`;

/**
 * The checkout: the steps on the left, the order on the right, kept in view while the shopper
 * fills the form (docs/decisions/0118-the-checkout-is-a-quiet-place.md); one column on a phone,
 * the order after the steps.
 */
export const checkoutColumns = css`
  display: grid;
  gap: 2rem;
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    gap: 3rem;
  }
`;

/** The order beside the steps: it stays under the header while the form scrolls. */
export const stickySummary = css`
  ${media.lg} {
    position: sticky;
    top: 6rem;
  }
`;

/** On a phone, the order's total atop the steps, leading down to its lines. */
export const summaryJump = css`
  display: flex;
  justify-content: space-between;
  margin: -1rem 0 1.5rem;
  padding: 0.85rem 1rem;
  border: 1px solid ${colors.line};
  border-radius: 4px;
  background: #fff;
  text-decoration: none;
  &::after {
    content: '↓';
  }
  ${media.lg} {
    display: none;
  }
`;

/** The checkout's steps, one under the other beside the order. */
export const steps = css`
  display: grid;
  gap: 2rem;
`;

export const card = css`
  padding: 1.5rem;
  border: 1px solid ${colors.line};
  border-radius: 4px;
  background: #fff;
  ${media.md} {
    padding: 2rem;
  }
`;

export const lineList = css`
  margin: 0 0 1.5rem;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 4rem 1fr auto;
    gap: 1rem;
    align-items: center;
    padding: 0.85rem 0;
    border-bottom: 1px solid ${colors.line};
  }
  img,
  span[aria-hidden] {
    display: block;
    width: 4rem;
    height: 4rem;
    object-fit: cover;
    background: ${colors.beige};
  }
  p {
    margin: 0;
  }
  small {
    display: block;
    margin-top: 0.15rem;
    color: ${tones.muted};
    font-size: 0.8rem;
  }
`;

/** The checkout pages' main link: the shared primary action. */
export { actionLink } from '@/ui/shared/button-styles';

export const quietLink = css`
  color: inherit;
  text-underline-offset: 0.2em;
`;

export const lead = css`
  margin: 0 0 1.5rem;
  color: ${tones.muted};
  line-height: 1.5;
`;

/** The details card's opening line, the same before and after the form is there. */
export const detailsNote = css`
  margin: 0 0 1.25rem;
  color: ${tones.muted};
  font-size: 0.875rem;
`;
