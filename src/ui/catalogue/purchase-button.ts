import { css } from '@linaria/core';
import { outlineButtonRules, primaryButtonRules } from '@/ui/shared/button-styles';

/**
 * The buy button of cards, quick view and product page, the shop's filled button;
 * `data-variant="quiet"` for the outlined one.
 */
export const purchaseButton = css`
  flex: 1 1 6rem;
  padding-inline: 1.25rem;
  &:not([data-variant='quiet']) {
    ${primaryButtonRules}
  }
  &[data-variant='quiet'] {
    ${outlineButtonRules}
  }
`;
