import { css } from '@linaria/core';
import { colors } from '../styles/tokens';

/**
 * The shop's one strong action: dark, uppercase, brown on hover. As rules, for buttons the
 * shop does not render itself (the payment provider's form); as a class for its own.
 */
export const primaryButtonRules = `
  padding: 1rem;
  border: none;
  border-radius: 2px;
  background: ${colors.ink};
  color: #fff;
  font: inherit;
  font-weight: 600;
  letter-spacing: 0.08em;
  text-align: center;
  text-decoration: none;
  text-transform: uppercase;
  cursor: pointer;
  &:hover {
    background: ${colors.accent};
  }
`;

export const primaryButton = css`
  display: block;
  ${primaryButtonRules}
`;

/**
 * A link styled as the primary action, sized to its text (docs/product.md#site-wide-layout checkout
 * pages, error page).
 */
export const actionLink = css`
  display: inline-block;
  ${primaryButtonRules}
  padding: 0.9rem 1.75rem;
`;

/**
 * A quiet action beside or instead of the strong one — the empty cart's "continue shopping":
 * outlined, in the text's own case, sized to its words.
 */
export const secondaryButton = css`
  display: inline-block;
  padding: 0.65rem 1.5rem;
  border: 1px solid ${colors.ink};
  border-radius: 2px;
  background: transparent;
  color: ${colors.ink};
  font: inherit;
  font-size: 0.9375rem;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${colors.ink};
    color: #fff;
  }
`;

/** The × that closes a panel or drawer; it carries an `aria-label`. */
export const closeButton = css`
  flex: none;
  width: 2.5rem;
  height: 2.5rem;
  border: none;
  background: none;
  color: inherit;
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;
`;

/** A button that reads as an underlined word: a line's "remove", the footer's cookie settings. */
export const textButton = css`
  padding: 0.25rem 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  font-size: 0.85rem;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;
`;
