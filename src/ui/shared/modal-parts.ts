import { css, cx } from '@linaria/core';
import { closeButton as panelCloseButton } from './button-styles';
import { colors, tones } from '@/ui/styles/tokens';

/** The shared look of the layout's small modals: padding, heading, close button, field. */
export const modalBody = css`
  position: relative;
  display: grid;
  gap: 1rem;
  padding: 2.5rem 1.75rem 2rem;
  h2 {
    margin: 0;
    font-size: 1.4rem;
    font-weight: 400;
    letter-spacing: 0.02em;
  }
  p {
    margin: 0;
    line-height: 1.55;
  }
`;

const corner = css`
  position: absolute;
  top: 0.5rem;
  right: 0.5rem;
`;

/** The × in a modal's or popup's top corner: the panels' close button, placed in the corner. */
export const modalCloseButton = cx(panelCloseButton, corner);

export const field = css`
  display: grid;
  gap: 0.35rem;
  font-size: 0.85rem;
  color: ${tones.muted};
  input {
    padding: 0.7rem 0.8rem;
    border: 1px solid ${colors.line};
    border-radius: 2px;
    color: ${colors.ink};
    font: inherit;
    font-size: 1rem;
  }
`;

/** A modal's way out that reads as an underlined word ("no thanks"). */
export const modalDismissButton = css`
  padding: 0.6rem;
  border: none;
  background: none;
  color: ${tones.muted};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
