import { css } from '@linaria/core';
import { primaryButtonRules } from '@/ui/shared/button-styles';
import { colors, fonts, typeScale } from '@/ui/styles/tokens';
import { media } from '@/ui/styles/breakpoints';
import { PAGE_GUTTER } from '@/ui/styles/layout';

/**
 * How far down the first screen a page's content starts on first load: the notice bar, the header
 * and the bars under it, as tall as they come (site/header). A little over, so a hero sized by it
 * never reaches past the fold.
 */
const ABOVE_FIRST_HERO = { phone: '13.5rem', desktop: '15rem' } as const;

/**
 * docs/product.md#hero. Full bleed: the shop's `main` is padded (`PAGE_GUTTER`, see
 * shop-layout.tsx), so the hero takes that padding back with negative margins rather than
 * `100vw`, which would scroll sideways beside a scrollbar. From 1920px, where the page's content
 * stops growing, the hero still fills the screen and its text lines up with the content beside
 * it.
 */
export const hero = css`
  --hero-bleed: ${PAGE_GUTTER.phone};
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
    --hero-bleed: ${PAGE_GUTTER.desktop};
    --hero-pad: 4rem;
  }
  ${media.xxl} {
    --hero-bleed: ${PAGE_GUTTER.wide};
    --hero-pad: max(4rem, var(--hero-bleed));
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
    /* A width of its own: with 'auto', a picture's shape capped at the screen's height would
       narrow the hero and leave a strip of the page beside it. */
    width: calc(100% + 2 * var(--hero-bleed));
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
  /* The page's first hero shares the first screen with the header and its bars: its headline and
     button stay on that screen wherever the editors placed them. */
  &:first-child:is([data-height='full-height'], [data-height='full-height-reveal']) {
    min-height: max(24rem, 100svh - ${ABOVE_FIRST_HERO.phone});
    ${media.lg} {
      min-height: max(26rem, 100svh - ${ABOVE_FIRST_HERO.desktop});
    }
  }
  &[data-height='half-height'] {
    min-height: 50svh;
  }
  /* The page slides over the picture, which holds still inside its own hero and nowhere else: the
     clip keeps the fixed layer to the hero's box (docs/decisions/0114-a-pinned-hero-stays-in-its-own-box.md). */
  &[data-height='full-height-reveal'] {
    clip-path: inset(0);
  }
  /* The picture's box as object-fit: cover lays it over the hero: at least as large on both
     axes. With hotspots, where the hero crops the picture the crop centres on the hotspots'
     focus (hotspotFocus) as far as the picture reaches, rather than on its middle. Lengths in
     container units: they resolve in the media's and the hotspots' boxes, both the hero's size. */
  --picture-ratio: var(--hero-image-ratio);
  ${media.mobile} {
    --picture-ratio: var(--hero-image-ratio-phone, var(--hero-image-ratio));
  }
  &[data-hotspots] {
    --picture-w: max(100cqw, 100cqh * var(--picture-ratio));
    --picture-h: max(100cqh, 100cqw / var(--picture-ratio));
    --picture-x: clamp(100cqw - var(--picture-w), 50cqw - var(--picture-w) * var(--focus-x), 0px);
    --picture-y: clamp(100cqh - var(--picture-h), 50cqh - var(--picture-h) * var(--focus-y), 0px);
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
  z-index: -2;
  container-type: size;
  [data-height='full-height-reveal'] > & {
    position: fixed;
  }
  img,
  video {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: var(--picture-x, 50%) var(--picture-y, 50%);
  }
  /* The film lies over its poster, unseen until it plays: until then the poster is what shows. */
  video {
    position: absolute;
    inset: 0;
    opacity: 0;
    transition: opacity 0.4s ease;
  }
  video[data-started] {
    opacity: 1;
  }
  ${media.reducedMotion} {
    video {
      transition: none;
    }
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
 * The hotspots' layer, the hero's box. Each dot sits at its point of the picture as the picture
 * is laid and cropped (`--picture-x`, `--picture-y`), and where the crop leaves that point
 * outside, at the hero's nearest edge instead, so every product stays within reach
 * (docs/decisions/0093-the-hero-film-and-hotspots-on-a-phone.md).
 */
export const hotspotLayer = css`
  --dot-inset: 2rem;
  position: absolute;
  inset: 0;
  pointer-events: none;
  /* The dots alone: their popups take pointer events back whole (hotspot-popup.tsx). */
  > li > button {
    pointer-events: auto;
    left: clamp(
      var(--dot-inset),
      var(--picture-x) + var(--picture-w) * var(--x),
      100cqw - var(--dot-inset)
    );
    top: clamp(
      var(--dot-inset),
      var(--picture-y) + var(--picture-h) * var(--y),
      100cqh - var(--dot-inset)
    );
  }
`;

/**
 * The headline, text and button in the hero's safe zone, on a scrim: a soft cloud of the text's
 * opposite colour that fades out beyond it, so the words read on any part of any picture (WCAG AA)
 * while the rest of the picture stays as it was taken.
 */
export const content = css`
  --scrim: 251 248 243;
  --scrim-alpha: 0.72;
  display: grid;
  gap: 0.75rem;
  max-width: 36rem;
  margin: var(--hero-pad);
  justify-items: inherit;
  border-radius: 2rem;
  background: rgb(var(--scrim) / var(--scrim-alpha));
  box-shadow: 0 0 3rem 3rem rgb(var(--scrim) / var(--scrim-alpha));
  [data-colour='light'] > & {
    --scrim: 31 28 25;
    --scrim-alpha: 0.5;
  }
  /* The editors' headline, or the page's own heading in its place (docs/product.md#error-page). */
  h1,
  h2 {
    margin: 0;
    font-family: ${fonts.display};
    font-size: ${typeScale.hero};
    font-weight: 400;
    line-height: 1.1;
    letter-spacing: -0.01em;
  }
  /* The page's heading over the editors' headline: a small line that names the page first. */
  h1[data-over-headline] {
    font-family: inherit;
    font-size: 0.8125rem;
    font-weight: 600;
    line-height: 1.4;
    letter-spacing: 0.14em;
    text-transform: uppercase;
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

/** The shop's button on a picture: filled in the colour that stands out from it. */
export const cta = css`
  ${primaryButtonRules}
  margin-top: 0.5rem;
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
