import { colors } from '@/ui/styles/tokens';

/** A form's text field or select: one height, border and focus ring across the shop's forms. */
export const fieldControlRules = `
  min-height: 2.75rem;
  padding: 0 0.75rem;
  border: 1px solid ${colors.line};
  border-radius: 2px;
  background: #fff;
  font: inherit;
  color: inherit;
  &:focus-visible {
    outline: 2px solid ${colors.accent};
    outline-offset: 1px;
  }
`;
