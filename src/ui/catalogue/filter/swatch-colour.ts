import { SWATCH_COLOURS } from '@/domain/search/facet-visibility';

/**
 * How each docs/product.md#constants-and-limits swatch colour name is painted; a pattern for the
 * decorated one.
 */
const SWATCH_PAINT: Readonly<Record<string, string>> = {
  blue: '#3f5f8a',
  cinnamon: '#a0623a',
  green: '#6f8f5a',
  grey: '#9a9793',
  'icy blue': '#cfe1ea',
  'light blue': '#a9c6de',
  'light pink': '#f1d3d3',
  'forest green': '#35503a',
  ocean: '#2f6f7e',
  orange: '#dd8a3c',
  pink: '#e3a3b0',
  plum: '#6e3b56',
  purple: '#7d5a94',
  sand: '#d8c7a6',
  turquoise: '#49a9a6',
  white: '#ffffff',
  yellow: '#e8c85a',
  earth: '#7b5b44',
  red: '#b0372f',
  'off-white': '#f3eee3',
  'decorated christmas': 'repeating-linear-gradient(45deg, #b0372f 0 4px, #f3eee3 4px 8px)',
};

/** A neutral stand-in for a colour name the palette does not know. */
const UNKNOWN_PAINT = 'linear-gradient(135deg, #efe7da 50%, #d9cfc0 50%)';

/**
 * The CSS background of a colour facet value, read in English or by its Swedish alias
 * (docs/product.md#constants-and-limits swatch colour names), in any case.
 */
export function swatchPaint(value: string): string {
  const name = value.trim().toLowerCase();
  const english = Object.entries(SWATCH_COLOURS).find(
    ([key, aliases]) => key === name || aliases.includes(name),
  )?.[0];
  return (english && SWATCH_PAINT[english]) ?? UNKNOWN_PAINT;
}
