/** Where a hero's content sits along one axis: the start, the middle or the end. */
export type HeroAlign = 'start' | 'center' | 'end';

/** docs/product.md#hero content position, as a place in a 3 × 3 grid over the picture. */
export interface HeroPlacement {
  readonly vertical: HeroAlign;
  readonly horizontal: HeroAlign;
}

/**
 * The positions editors choose from (docs/product.md#hero: left, right, top, bottom and
 * combinations).
 */
export const HERO_POSITIONS = [
  'top-left',
  'top',
  'top-right',
  'left',
  'center',
  'right',
  'bottom-left',
  'bottom',
  'bottom-right',
] as const;

export type HeroPosition = (typeof HERO_POSITIONS)[number];

const WORDS: Readonly<Record<string, Partial<HeroPlacement>>> = {
  top: { vertical: 'start' },
  bottom: { vertical: 'end' },
  left: { horizontal: 'start' },
  right: { horizontal: 'end' },
  center: {},
  centre: {},
  middle: {},
};

const CENTRED: HeroPlacement = { vertical: 'center', horizontal: 'center' };

/**
 * docs/product.md#hero content position: reads the editors' value (`bottom-left`, `top right`,
 * `left_top`, `center`, in any case and order) as a placement. Each axis takes the last word
 * naming it; a missing axis is centred, and a value holding an unknown word is centred whole,
 * so every value gives a placement the layout has.
 */
export function heroPlacement(position: unknown): HeroPlacement {
  if (typeof position !== 'string') return CENTRED;
  const words = position
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter(Boolean);
  if (words.some((word) => !Object.hasOwn(WORDS, word))) return CENTRED;
  return words.reduce<HeroPlacement>(
    (placement, word) => ({ ...placement, ...WORDS[word] }),
    CENTRED,
  );
}
