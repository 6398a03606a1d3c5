import { shade } from './palette.mjs';

/** The product pictures' frame: 4:5, as the product cards show them. */
export const FRAME = { width: 800, height: 1000 };
/** Raw stoneware where a piece is left unglazed (a foot ring, a base). */
export const CLAY = '#c4a985';

const luminance = (hex) =>
  [1, 3, 5].reduce(
    (sum, i, k) => sum + parseInt(hex.slice(i, i + 2), 16) * [0.3, 0.59, 0.11][k],
    0,
  );

/** Iron specks show dark in a pale glaze and pale in a dark one, as in a reduction-fired glaze. */
const speckColour = (c) => (luminance(c) > 150 ? '#5b4431' : shade(c, 1.55));

/**
 * The shared paint of one picture: gradients lit from the top left (`lit` for faces, `side` for
 * walls, `inside` for hollows), speckle, a soft blur for shadows. Seeded, so a picture's specks
 * never move between runs.
 */
export function paintDefs(c, seed) {
  const light = shade(c, luminance(c) > 200 ? 1.5 : 1.32);
  const dark = shade(c, luminance(c) > 200 ? 0.86 : 0.72);
  const deep = shade(c, luminance(c) > 200 ? 0.78 : 0.56);
  return `<defs><radialGradient id="L" cx=".34" cy=".3" r=".85"><stop offset="0" stop-color="${light}"/><stop offset=".5" stop-color="${c}"/><stop offset="1" stop-color="${dark}"/></radialGradient><linearGradient id="S"><stop offset="0" stop-color="${dark}"/><stop offset=".22" stop-color="${light}"/><stop offset=".55" stop-color="${c}"/><stop offset="1" stop-color="${deep}"/></linearGradient><radialGradient id="I" cx=".7" cy=".65" r=".8"><stop offset="0" stop-color="${light}"/><stop offset=".5" stop-color="${c}"/><stop offset="1" stop-color="${deep}"/></radialGradient>${speckPattern(c, seed)}<radialGradient id="B"><stop offset="0" stop-color="#3b2c1f" stop-opacity=".85"/><stop offset=".55" stop-color="#3b2c1f" stop-opacity=".4"/><stop offset="1" stop-color="#3b2c1f" stop-opacity="0"/></radialGradient></defs>`;
}

/**
 * Iron specks as a tile of seeded dots (an odd size, so the repeat does not line up with the
 * piece): drawn dots rather than an SVG noise filter, which made each rendering seconds slower.
 */
function speckPattern(c, seed) {
  const random = seeded(seed);
  let dots = '';
  for (let i = 0; i < 11; i += 1) {
    dots += `<circle cx="${n(random() * 89)}" cy="${n(random() * 73)}" r="${n(0.5 + random() * 0.9)}"/>`;
  }
  return `<pattern id="K" width="89" height="73" patternUnits="userSpaceOnUse" fill="${speckColour(c)}" opacity=".6">${dots}</pattern>`;
}

/** A small seeded generator (mulberry32): the same specks on every run. */
function seeded(seed) {
  let state = seed * 0x9e3779b9;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const LIT = 'url(#L)';
export const SIDE = 'url(#S)';
export const INSIDE = 'url(#I)';

/** The glaze's specks over the given shapes (drawn again in the speck pattern). */
export const specks = (shapes) =>
  `<g fill="url(#K)">${shapes.replace(/ (fill|opacity)="[^"]*"/g, '')}</g>`;

/** The shadow a flat-lying piece throws: its own outline, offset, twice for a softer edge. */
export const dropShadow = (d) =>
  `<path d="${d}" transform="translate(4 6)" fill="#3b2c1f" opacity=".08"/><path d="${d}" transform="translate(8 12)" fill="#3b2c1f" opacity=".07"/>`;

/** A soft contact shadow, thrown down and to the right by the top-left light. */
export const shadow = (cx, cy, rx, ry, opacity = 0.34) =>
  `<ellipse cx="${n(cx + rx * 0.05)}" cy="${n(cy)}" rx="${n(rx * 1.15)}" ry="${n(ry * 1.4)}" fill="url(#B)" opacity="${opacity}"/>`;

/** The light caught along a rim's near-left edge. */
export const rimLight = (cx, cy, rx, ry) =>
  `<path d="M${n(cx - rx * 0.97)} ${n(cy + ry * 0.24)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx - rx * 0.2)} ${n(cy + ry * 0.98)}" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="3" stroke-linecap="round"/><path d="M${n(cx - rx * 0.9)} ${n(cy - ry * 0.42)}A${n(rx)} ${n(ry)} 0 0 1 ${n(cx - rx * 0.3)} ${n(cy - ry * 0.95)}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2" stroke-linecap="round"/>`;

/** A number as SVG wants it: at most one decimal, so the files stay small. */
export const n = (value) => String(Math.round(value * 10) / 10);

export const svg = ({ width, height }, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;
