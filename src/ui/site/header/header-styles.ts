import { css } from '@linaria/core';
import { colors } from '@/ui/styles/tokens';
import { media } from '@/ui/styles/breakpoints';

/** A square, borderless icon button or link of the header's rows. */
export const iconButton = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-width: 2.5rem;
  height: 2.5rem;
  padding: 0 0.4rem;
  border: none;
  border-radius: 2px;
  background: none;
  color: inherit;
  font: inherit;
  font-size: 0.875rem;
  text-decoration: none;
  cursor: pointer;
  ${media.md} {
    min-width: 2.75rem;
    height: 2.75rem;
    padding: 0 0.5rem;
  }
  &:hover {
    background: ${colors.beige};
  }
  &:focus-visible {
    outline: 2px solid ${colors.accent};
    outline-offset: 2px;
  }
`;

/** The small count on the wishlist and cart icons. */
export const badge = css`
  position: absolute;
  top: 0.2rem;
  right: 0.1rem;
  min-width: 1.1rem;
  height: 1.1rem;
  padding: 0 0.25rem;
  border-radius: 0.55rem;
  background: ${colors.ink};
  color: ${colors.paper};
  font-size: 0.6875rem;
  font-weight: 600;
  line-height: 1.1rem;
  text-align: center;
`;

/** A floating panel under a header control (account dropdown, market selector). */
export const popover = css`
  position: absolute;
  top: 100%;
  right: 0;
  min-width: 16rem;
  padding: 1rem 1.25rem;
  border: 1px solid ${colors.line};
  background: #fff;
  box-shadow: 0 12px 32px rgb(31 28 25 / 12%);
  color: ${colors.ink};
  text-align: left;
`;

/** Text links inside menus and popovers. */
export const plainLink = css`
  color: inherit;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;
