import { css } from '@linaria/core';
import { colors } from '@/ui/styles/tokens';

/**
 * The shop's two button styles share one shape: the same height (a comfortable 48 px touch
 * target), corners, weight and sentence case, so a filled and an outlined button side by side
 * read as one family (docs/decisions/0113-two-button-styles-and-typeset-copy.md).
 */
export const BUTTON_HEIGHT = '3rem';

const buttonShapeRules = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: ${BUTTON_HEIGHT};
  padding: 0.5rem 1.5rem;
  border: 1px solid ${colors.ink};
  border-radius: 2px;
  font: inherit;
  font-size: 1rem;
  font-weight: 600;
  line-height: 1.25;
  letter-spacing: 0.01em;
  text-align: center;
  text-decoration: none;
  text-transform: none;
  cursor: pointer;
  transition:
    background 0.15s,
    border-color 0.15s,
    color 0.15s;
  &:focus-visible {
    outline: 2px solid ${colors.accent};
    outline-offset: 2px;
  }
`;

/**
 * The strong action: ink ground, white words, brown on hover; greyed while it cannot be pressed
 * yet (a size still to choose). As rules, for buttons the shop does not render itself (the
 * payment provider's form) and for classes that add their own layout.
 */
export const primaryButtonRules = `
  ${buttonShapeRules}
  background: ${colors.ink};
  color: #fff;
  &:hover:not(:disabled) {
    border-color: ${colors.accent};
    background: ${colors.accent};
  }
  &:disabled {
    border-color: ${colors.line};
    background: ${colors.line};
    color: ${colors.ink};
    cursor: default;
  }
`;

/** The quiet action beside or instead of the strong one: an ink outline on the page's ground. */
export const outlineButtonRules = `
  ${buttonShapeRules}
  background: transparent;
  color: ${colors.ink};
  &:hover:not(:disabled) {
    background: ${colors.ink};
    color: #fff;
  }
  &:disabled {
    border-color: ${colors.line};
    color: ${colors.line};
    cursor: default;
  }
`;

export const primaryButton = css`
  display: flex;
  ${primaryButtonRules}
`;

/**
 * A link styled as the primary action, sized to its text (docs/product.md#site-wide-layout checkout
 * pages, error page).
 */
export const actionLink = css`
  ${primaryButtonRules}
`;

/** The empty cart's "continue shopping", the receipt's print: outlined, sized to its words. */
export const secondaryButton = css`
  ${outlineButtonRules}
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
