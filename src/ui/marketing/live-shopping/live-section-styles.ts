import { css } from '@linaria/core';
import { fonts, tones, typeScale } from '@/ui/styles/tokens';
import { media } from '@/ui/styles/breakpoints';

/** The frame the live-shopping blocks share: a headline, an optional intro, then the shows. */
export const liveSection = css`
  display: grid;
  gap: 1.25rem;
  padding: 2rem 0;
  ${media.lg} {
    padding: 3rem 0;
  }
`;

export const liveHeadline = css`
  margin: 0;
  font-family: ${fonts.display};
  font-size: ${typeScale.sectionTitle};
  font-weight: 400;
`;

export const liveIntro = css`
  max-width: 40rem;
  margin: 0;
  color: ${tones.muted};
  line-height: 1.6;
`;
