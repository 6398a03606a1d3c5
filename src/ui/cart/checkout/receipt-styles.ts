import { css } from '@linaria/core';
import { colors, fonts, tones } from '@/ui/styles/tokens';
import { media } from '@/ui/styles/breakpoints';

/**
 * The receipt on paper: only the page itself — the header, footer, banners and the page's own
 * buttons are left out — in black on white, its cards unboxed.
 */
export const printable = css`
  :global() {
    @media print {
      :has(> #main) > :not(#main) {
        display: none !important;
      }
      #main {
        min-height: 0;
        padding: 0;
      }
      body,
      :has(> #main) {
        background: #fff;
      }
    }
  }
  @media print {
    [data-screen-only] {
      display: none !important;
    }
  }
`;

/** The thank-you at the top: a mark, the heading, the number large enough to read out. */
export const hero = css`
  margin: 0 auto 2.5rem;
  max-width: 40rem;
  text-align: center;
  h1 {
    margin: 1rem 0 1.25rem;
  }
  p {
    margin: 0.5rem 0 0;
    line-height: 1.5;
  }
`;

export const mark = css`
  display: inline-grid;
  width: 3.5rem;
  height: 3.5rem;
  place-items: center;
  border-radius: 50%;
  background: ${colors.beige};
  color: ${colors.ink};
  @media print {
    display: none;
  }
`;

export const orderNumber = css`
  display: inline-block;
  margin: 0 0 1rem !important;
  padding: 0.75rem 1.75rem;
  border: 1px solid ${colors.line};
  border-radius: 4px;
  background: #fff;
  font-family: ${fonts.display};
  font-size: 1.4rem;
  letter-spacing: 0.02em;
`;

/** Label and value pairs of the delivery card, one group under the other. */
export const facts = css`
  display: grid;
  gap: 1.5rem;
  margin: 0;
  dt {
    margin-bottom: 0.4rem;
    color: ${tones.muted};
    font-size: 0.75rem;
    font-weight: 600;
    letter-spacing: 0.1em;
    text-transform: uppercase;
  }
  dd {
    margin: 0;
    line-height: 1.5;
  }
  ${media.md} {
    grid-template-columns: 1fr 1fr;
    & > div:first-child {
      grid-row: span 2;
    }
  }
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
  margin-top: 2rem;
`;

/** The right-hand column: the delivery card above the actions. */
export const aside = css`
  display: grid;
  gap: 0;
  align-content: start;
`;
