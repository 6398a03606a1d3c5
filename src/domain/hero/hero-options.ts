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

/** The editors' value when it is one of `options` (case and `_` for `-` forgiven), else the first. */
function option<T extends string>(options: readonly [T, ...T[]], value: unknown): T {
  const wanted = typeof value === 'string' ? value.trim().toLowerCase().replace(/_/g, '-') : '';
  return options.find((candidate) => candidate === wanted) ?? options[0];
}

/**
 * docs/product.md#hero height; a missing or unknown height is automatic (the picture's own shape).
 */
export function heroHeight(value: unknown): HeroHeight {
  return option(HERO_HEIGHTS, value);
}

/** docs/product.md#hero tint; none unless the editors chose light or dark. */
export function heroTint(value: unknown): HeroTint {
  return option(HERO_TINTS, value);
}

/** docs/product.md#hero colour of the text; dark unless the editors chose light. */
export function heroColour(value: unknown): HeroColour {
  return option(HERO_COLOURS, value);
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
