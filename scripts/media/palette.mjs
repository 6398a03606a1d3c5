/**
 * docs/product.md#constants-and-limits swatch names: a glaze or yarn colour, and a pattern colour
 * for the decorated ones.
 */
export const PALETTE = {
  blue: ['#3f5f8f'],
  cinnamon: ['#a0623a'],
  green: ['#6b9362'],
  grey: ['#8e908e'],
  'icy blue': ['#c3dce6'],
  'light blue': ['#9cc3de'],
  'light pink': ['#f0cfcb'],
  'forest green': ['#2f5241'],
  ocean: ['#2d5d74'],
  orange: ['#e0843a'],
  pink: ['#e39fab'],
  plum: ['#6b3550'],
  purple: ['#7a5a9a'],
  sand: ['#d9c6a3'],
  turquoise: ['#3fa3a0'],
  white: ['#faf8f3'],
  yellow: ['#e8c547'],
  earth: ['#8a5a3c'],
  red: ['#b33a33'],
  'off-white': ['#ece5d6'],
  'decorated christmas': ['#f3eee3', '#b33a33'],
};

/** As `slug()` in categories.seed.ts: lower case, ASCII, dashes. */
export const slug = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A darker (f < 1) or lighter (f > 1) version of a hex colour. */
export function shade(hex, f) {
  const channel = (i) => {
    const v = parseInt(hex.slice(i, i + 2), 16);
    const out = f < 1 ? v * f : v + (255 - v) * (f - 1);
    return Math.round(out).toString(16).padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}
