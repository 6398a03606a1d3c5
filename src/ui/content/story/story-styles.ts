import { css } from '@linaria/core';
import { colors, fonts, tones, typeScale } from '@/ui/styles/tokens';

/** The head of a story block: a small eyebrow, the headline and a short text, left aligned. */
export const blockHead = css`
  display: grid;
  gap: 0.5rem;
  max-width: 44rem;
  h2 {
    margin: 0;
    font-family: ${fonts.display};
    font-size: ${typeScale.sectionTitle};
    font-weight: 400;
    letter-spacing: 0.01em;
  }
  p {
    margin: 0;
    color: ${tones.muted};
    line-height: 1.6;
  }
`;

/** A block of the story group: its head above its content. */
export const storyBlock = css`
  display: grid;
  gap: 1.5rem;
  min-width: 0;
`;

/** A strip that scrolls sideways and snaps to its items, its own scrollbar hidden. */
export const swipeStrip = css`
  display: flex;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  list-style: none;
  &::-webkit-scrollbar {
    display: none;
  }
  > * {
    flex: none;
    scroll-snap-align: start;
  }
  &:focus-visible {
    outline: 2px solid ${colors.accent};
    outline-offset: 2px;
  }
`;

/** A quiet text link: ink, underlined on hover and focus. */
export const quietLink = css`
  color: ${colors.ink};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;
