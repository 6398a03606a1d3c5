import { css } from '@linaria/core';
import { colors, tones } from '@/ui/styles/tokens';

/**
 * A list of money totals — the cart's and the receipt's — as a `<dl>`: each term beside its
 * amount, right-aligned in figures of one width. A row marked `grand` is the total to pay, set
 * off by a rule; a row marked `tax` is a quieter note beneath it.
 */
export const totalsList = css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.5rem 0;
  margin: 0;
  dt,
  dd {
    margin: 0;
  }
  dd {
    padding-left: 1rem;
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  .grand {
    margin-top: 0.25rem;
    padding-top: 0.75rem;
    border-top: 1px solid ${colors.line};
    font-size: 1.1rem;
    font-weight: 600;
  }
  .tax {
    color: ${tones.muted};
    font-size: 0.875rem;
  }
`;
