import { editorChoice } from '@/domain/content/editor-choice';

/** docs/product.md#hero height options. */
export const HERO_HEIGHTS = [
  'automatic',
  'square',
  'landscape',
  'wide',
  'full-height',
  'full-height-reveal',
  'half-height',
] as const;

export type HeroHeight = (typeof HERO_HEIGHTS)[number];

/** docs/product.md#hero tint: an overlay over the picture so the text reads. */
export const HERO_TINTS = ['none', 'light', 'dark'] as const;

export type HeroTint = (typeof HERO_TINTS)[number];

/** docs/product.md#hero colour: the text's. */
export const HERO_COLOURS = ['dark', 'light'] as const;

export type HeroColour = (typeof HERO_COLOURS)[number];

/**
 * docs/product.md#hero height; a missing or unknown height is automatic (the picture's own shape).
 */
export function heroHeight(value: unknown): HeroHeight {
  return editorChoice(HERO_HEIGHTS, value);
}

/** docs/product.md#hero tint; none unless the editors chose light or dark. */
export function heroTint(value: unknown): HeroTint {
  return editorChoice(HERO_TINTS, value);
}

/** docs/product.md#hero colour of the text; dark unless the editors chose light. */
export function heroColour(value: unknown): HeroColour {
  return editorChoice(HERO_COLOURS, value);
}

/**
 * The shape a hero keeps before its picture arrives (no layout shift): width over height, or
 * `undefined` where the height follows the screen (full and half height) rather than the width.
 * An automatic hero takes the picture's own shape, `natural` (16:9 when it is not known).
 */
export function heroAspectRatio(height: HeroHeight, natural?: number): number | undefined {
  switch (height) {
    case 'square':
      return 1;
    case 'landscape':
      return 4 / 3;
    case 'wide':
      return 21 / 9;
    case 'automatic':
      return natural !== undefined && Number.isFinite(natural) && natural > 0 ? natural : 16 / 9;
    default:
      return undefined;
  }
}
