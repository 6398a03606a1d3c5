import { css } from '@linaria/core';
import { colors } from '@/ui/styles/tokens';

/** A filter's checkbox or radio with its text: the sort, stock and facet choices look alike. */
export const choiceLabel = css`
  display: flex;
  gap: 0.6rem;
  align-items: center;
  cursor: pointer;
  input {
    width: 1.1rem;
    height: 1.1rem;
    margin: 0;
    accent-color: ${colors.ink};
  }
  &:has(input:disabled) {
    color: #9a9793;
    cursor: not-allowed;
  }
`;
