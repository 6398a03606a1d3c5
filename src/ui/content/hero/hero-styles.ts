import { css } from '@linaria/core';
import { colors, fonts, typeScale } from '@/ui/styles/tokens';
import { media } from '@/ui/styles/breakpoints';

/**
 * docs/product.md#hero. Full bleed: the shop's `main` is padded (1rem, 3rem from 1024px — see
 * shop-layout.tsx), so the hero takes that padding back with negative margins rather than
 * `100vw`, which would scroll sideways beside a scrollbar.
 */
export const hero = css`
  --hero-bleed: 1rem;
  --hero-pad: 1.25rem;
  position: relative;
  isolation: isolate;
  display: grid;
  margin-inline: calc(-1 * var(--hero-bleed));
  overflow: hidden;
  background: ${colors.beige};
  color: ${colors.ink};
  ${media.md} {
    --hero-pad: 2.5rem;
  }
  ${media.lg} {
    --hero-bleed: 3rem;
    --hero-pad: 4rem;
  }
  &:first-child {
    margin-top: -2rem;
    ${media.lg} {
      margin-top: -3rem;
    }
  }
  &[data-colour='light'] {
    color: #fff;
  }
  &[data-vertical='start'] {
    align-items: start;
  }
  &[data-vertical='center'] {
    align-items: center;
  }
  &[data-vertical='end'] {
    align-items: end;
  }
  &[data-horizontal='start'] {
    justify-items: start;
    text-align: start;
  }
  &[data-horizontal='center'] {
    justify-items: center;
    text-align: center;
  }
  &[data-horizontal='end'] {
    justify-items: end;
    text-align: end;
  }
  &[data-height='automatic'],
  &[data-height='square'],
  &[data-height='landscape'],
  &[data-height='wide'] {
    aspect-ratio: var(--hero-ratio);
    max-height: 100svh;
    ${media.mobile} {
      aspect-ratio: var(--hero-ratio-phone, var(--hero-ratio));
    }
  }
  &[data-height='full-height'],
  &[data-height='full-height-reveal'] {
    min-height: 100svh;
  }
  &[data-height='half-height'] {
    min-height: 50svh;
  }
  /* The next block slides over a sticky hero; its background covers the full width. */
  &[data-height='full-height-reveal'] {
    position: sticky;
    top: 0;
    z-index: 0;
  }
  &[data-height='full-height-reveal'] + * {
    position: relative;
    z-index: 1;
    margin-top: 0;
    padding-top: 3rem;
    background: ${colors.paper};
    box-shadow: 0 0 0 100vmax ${colors.paper};
    clip-path: inset(0 -100vmax);
  }
  &[data-tint]::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    pointer-events: none;
  }
  &[data-tint='light']::after {
    background: rgb(251 248 243 / 55%);
  }
  &[data-tint='dark']::after {
    background: rgb(31 28 25 / 42%);
  }
`;

/**
 * The picture or film, filling the hero (cropped, never stretched), under the tint and the
 * text; the hero isolates them, so they stay above its own background.
 */
export const heroMedia = css`
  position: absolute;
  inset: 0;
  img,
  video {
    position: relative;
    z-index: -2;
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Over the picture and the text (whose link covers the hero), under nothing but popups. */
export const hotspotFrame = css`
  position: absolute;
  inset: 0;
  z-index: 3;
  overflow: hidden;
  container-type: size;
  pointer-events: none;
`;

/**
 * The hotspots' layer: the picture's own box as `object-fit: cover` shows it (centred, at least
 * as large as the hero on both axes), so a point given in percent of the picture lands on it.
 */
export const hotspotLayer = css`
  position: absolute;
  top: 50%;
  left: 50%;
  --ratio: var(--hero-image-ratio);
  width: max(100cqw, 100cqh * var(--ratio));
  height: max(100cqh, 100cqw / var(--ratio));
  ${media.mobile} {
    --ratio: var(--hero-image-ratio-phone, var(--hero-image-ratio));
  }
  transform: translate(-50%, -50%);
  pointer-events: none;
  button {
    pointer-events: auto;
  }
`;

export const content = css`
  display: grid;
  gap: 0.75rem;
  max-width: 36rem;
  margin: var(--hero-pad);
  justify-items: inherit;
  h2 {
    margin: 0;
    font-family: ${fonts.display};
    font-size: ${typeScale.hero};
    font-weight: 400;
    line-height: 1.1;
    letter-spacing: -0.01em;
  }
  p {
    margin: 0;
    font-size: 1.0625rem;
    line-height: 1.5;
  }
`;

/**
 * The whole hero is one link (docs/product.md#hero link): the link's box is stretched over it, so
 * the hotspots, above it, stay buttons of their own.
 */
export const stretchedLink = css`
  color: inherit;
  text-decoration: none;
  &::before {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: 2px solid currentcolor;
    outline-offset: 4px;
  }
`;

export const cta = css`
  display: inline-block;
  margin-top: 0.5rem;
  padding: 0.85rem 1.6rem;
  border: 1px solid currentcolor;
  border-radius: 2px;
  font-size: 0.875rem;
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  [data-colour='light'] & {
    background: #fff;
    border-color: #fff;
    color: ${colors.ink};
  }
  [data-colour='dark'] & {
    background: ${colors.ink};
    border-color: ${colors.ink};
    color: #fff;
  }
`;

export const videoToggle = css`
  position: absolute;
  right: 1rem;
  bottom: 1rem;
  z-index: 3;
  padding: 0.4rem 0.8rem;
  border: 1px solid currentcolor;
  border-radius: 2px;
  background: rgb(31 28 25 / 55%);
  color: #fff;
  font: inherit;
  font-size: 0.8rem;
  cursor: pointer;
`;
