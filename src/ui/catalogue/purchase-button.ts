import { css } from '@linaria/core';
import { colors } from '../styles/tokens';

/** The buy button of cards, quick view and product page; `data-variant="quiet"` for the light one. */
export const purchaseButton = css`
  flex: 1 1 6rem;
  min-height: 2.75rem;
  padding: 0 1.25rem;
  border: 1px solid ${colors.ink};
  border-radius: 2px;
  background: ${colors.ink};
  color: #fff;
  font: inherit;
  letter-spacing: 0.03em;
  cursor: pointer;
  &:disabled {
    border-color: ${colors.line};
    background: ${colors.line};
    cursor: default;
  }
  &[data-variant='quiet'] {
    background: #fff;
    color: ${colors.ink};
  }
`;
