import { css } from '@linaria/core';
import { outlineButtonRules, primaryButtonRules } from '@/ui/shared/button-styles';
import { colors, fonts, tones, typeScale } from '@/ui/styles/tokens';

/** The headline a content block opens with (container, accordion, image group …). */
export const blockHeadline = css`
  margin: 0 0 1.25rem;
  font-family: ${fonts.display};
  font-size: ${typeScale.sectionTitle};
  font-weight: 400;
  letter-spacing: 0.01em;
`;

/** Rich text inside a block: calm line length, accent links. */
export const blockText = css`
  font-size: 1.0625rem;
  line-height: 1.65;
  p {
    margin: 0 0 1em;
  }
  > :last-child {
    margin-bottom: 0;
  }
  a {
    color: ${colors.accent};
  }
`;

/**
 * docs/product.md#content-blocks call-to-action button, primary: the shop's one strong action as a
 * link.
 */
export const ctaPrimary = css`
  ${primaryButtonRules}
`;

/** docs/product.md#content-blocks call-to-action button, secondary: outlined, quieter. */
export const ctaSecondary = css`
  ${outlineButtonRules}
`;

/** A caption under a picture or video. */
export const caption = css`
  margin: 0.5rem 0 0;
  color: ${tones.muted};
  font-size: 0.875rem;
`;

/** Visible focus for links that wrap a picture. */
export const pictureLink = css`
  display: block;
  color: inherit;
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${colors.accent};
    outline-offset: 3px;
  }
`;

/** A picture filling its box, cropped, on the beige the shop shows before it loads. */
export const coverPicture = css`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  background: ${colors.beige};
`;
