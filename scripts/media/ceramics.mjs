import { shade } from './palette.mjs';
import { CLAY, INSIDE, LIT, SIDE, n, rimLight, shadow, specks } from './paint.mjs';

/** How round an ellipse looks from the camera, a little above three-quarter height. */
const TILT = 0.46;
const CX = 400;
const CY = 500;

/** An ellipse, filled. */
const oval = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;

/** A wall from a rim (y) down to a round foot at y + h, `base` × the rim's half-width across. */
const wall = (cx, y, rx, ry, h, base) =>
  `M${n(cx - rx)} ${n(y)}C${n(cx - rx)} ${n(y + h * 0.7)} ${n(cx - rx * base * 1.3)} ${n(y + h)} ${n(cx - rx * base)} ${n(y + h)}A${n(rx * base)} ${n(ry * base)} 0 0 0 ${n(cx + rx * base)} ${n(y + h)}C${n(cx + rx * base * 1.3)} ${n(y + h)} ${n(cx + rx)} ${n(y + h * 0.7)} ${n(cx + rx)} ${n(y)}Z`;

/** A straight-sided vessel's body: a cylinder from y to y + h. */
const cylinder = (cx, y, rx, ry, h) =>
  `M${n(cx - rx)} ${n(y)}V${n(y + h)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(y + h)}V${n(y)}Z`;

/** The unglazed band at a cylinder's foot. */
const footBand = (cx, y, rx, ry, band) =>
  `<path d="M${n(cx - rx)} ${n(y - band)}V${n(y)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(y)}V${n(y - band)}A${n(rx)} ${n(ry)} 0 0 1 ${n(cx - rx)} ${n(y - band)}Z" fill="${CLAY}"/>`;

/** A handle: the glaze's dark edge under its lit face. */
const handle = (d, width, c) =>
  `<path d="${d}" fill="none" stroke="${shade(c, 0.6)}" stroke-width="${n(width + 5)}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${SIDE}" stroke-width="${n(width)}" stroke-linecap="round"/>`;

/** A plate (or, flatter and oval, a dish): rim, well and the rim's light. w: its diameter in px. */
function plate(w, { oval: ratio = 1, well = 0.64 } = {}) {
  const rx = w / 2;
  const ry = rx * TILT * ratio;
  const thick = w * 0.035;
  const y = CY - thick / 2;
  const top = oval(CX, y, rx, ry, LIT);
  return (
    shadow(CX, y + thick + 8, rx * 0.98, ry * 0.95) +
    oval(CX, y + thick, rx, ry, SIDE) +
    top +
    oval(CX, y + ry * 0.07, rx * well, ry * well, INSIDE, ' opacity=".55"') +
    specks(top) +
    rimLight(CX, y, rx, ry)
  );
}

/** A bowl: the hollow seen from above, a rounded wall and a raw clay foot. w: its diameter. */
function bowl(w) {
  const rx = w / 2;
  const ry = rx * TILT;
  const h = w * 0.4;
  const y = CY - (h - ry) / 2;
  const body = `<path d="${wall(CX, y, rx, ry, h, 0.42)}" fill="${SIDE}"/>`;
  const hollow = oval(CX, y, rx, ry, INSIDE);
  return (
    shadow(CX, y + h + ry * 0.3, rx * 0.62, ry * 0.4, 0.4) +
    oval(CX, y + h + ry * 0.12, rx * 0.4, ry * 0.4, shade(CLAY, 0.85)) +
    body +
    hollow +
    specks(body + hollow) +
    oval(CX, y, rx, ry, 'none', ` stroke="#fff" stroke-opacity=".3" stroke-width="3"`) +
    rimLight(CX, y, rx, ry)
  );
}

/** A mug: a straight wall, a handle to the right, the glaze stopping short of the foot. w: overall width. */
function mug(w, c) {
  const bw = w * 0.76;
  const rx = bw / 2;
  const ry = rx * TILT;
  const h = bw * 1.05;
  const cx = CX - (w - bw) / 2;
  const y = CY - (h - ry) / 2;
  const grip = `M${n(cx + rx * 0.92)} ${n(y + h * 0.2)}c${n(w - bw)} 0 ${n(w - bw)} ${n(h * 0.52)} 0 ${n(h * 0.55)}`;
  const body = `<path d="${cylinder(cx, y, rx, ry, h)}" fill="${SIDE}"/>`;
  return (
    shadow(cx + rx * 0.2, y + h + ry * 0.3, rx * 1.1, ry * 0.6, 0.4) +
    handle(grip, bw * 0.11, c) +
    body +
    footBand(cx, y + h, rx, ry, h * 0.07) +
    oval(cx, y, rx, ry, INSIDE) +
    specks(body) +
    rimLight(cx, y, rx, ry)
  );
}

/** A cup on its saucer. w: the saucer's diameter. */
function cup(w, c) {
  const saucer = plate(w, { well: 0.5 });
  const cw = w * 0.56;
  const rx = cw / 2;
  const ry = rx * TILT;
  const h = cw * 0.62;
  const y = CY - h + ry * 0.15;
  const grip = `M${n(CX + rx * 0.9)} ${n(y + h * 0.18)}c${n(cw * 0.32)} 0 ${n(cw * 0.3)} ${n(h * 0.55)} ${n(-cw * 0.02)} ${n(h * 0.6)}`;
  const body = `<path d="${wall(CX, y, rx, ry, h, 0.55)}" fill="${SIDE}"/>`;
  return (
    saucer +
    shadow(CX, y + h + ry * 0.4, rx * 0.7, ry * 0.45, 0.35) +
    handle(grip, cw * 0.08, c) +
    body +
    oval(CX, y, rx, ry, INSIDE) +
    specks(body) +
    rimLight(CX, y, rx, ry)
  );
}

/** A round teapot with lid, spout and handle. w: spout tip to handle. */
function teapot(w, c) {
  const rx = w * 0.33;
  const ry = rx * 0.82;
  const cy = CY + ry * 0.1;
  const spout = `M${n(CX - rx * 0.8)} ${n(cy + ry * 0.15)}Q${n(CX - rx * 1.25)} ${n(cy)} ${n(CX - w / 2)} ${n(cy - ry * 0.7)}`;
  const grip = `M${n(CX + rx * 0.75)} ${n(cy - ry * 0.55)}C${n(CX + w / 2)} ${n(cy - ry * 0.7)} ${n(CX + w / 2)} ${n(cy + ry * 0.5)} ${n(CX + rx * 0.8)} ${n(cy + ry * 0.45)}`;
  const body = oval(CX, cy, rx, ry, LIT);
  const lidY = cy - ry * 0.78;
  return (
    shadow(CX, cy + ry * 0.92, rx * 0.95, ry * 0.3, 0.4) +
    handle(spout, rx * 0.2, c) +
    handle(grip, rx * 0.12, c) +
    body +
    specks(body) +
    oval(CX, lidY, rx * 0.52, rx * 0.52 * TILT, shade(c, 0.7)) +
    oval(CX, lidY - 4, rx * 0.46, rx * 0.46 * TILT, LIT) +
    oval(CX, lidY - rx * 0.14, rx * 0.1, rx * 0.08, SIDE) +
    rimLight(CX, cy, rx, ry)
  );
}

/**
 * A thrown vase: a profile of half-widths down its height, the mouth seen from above. h: its
 * height; `profile` gives [depth 0–1, half-width as a share of the height].
 */
function vase(h, c, profile) {
  const y = CY - h / 2;
  const side = (sign) => profile.map(([at, half]) => [CX + sign * half * h, y + at * h]);
  const right = side(1);
  const left = side(-1).reverse();
  const mouth = profile[0][1] * h;
  const foot = profile.at(-1)[1] * h;
  const path = `M${xy(right[0])}${smooth(right)}A${n(foot)} ${n(foot * TILT)} 0 0 1 ${xy(left[0])}${smooth(left)}Z`;
  const body = `<path d="${path}" fill="${SIDE}"/>`;
  return (
    shadow(CX, y + h, foot * 1.3, foot * TILT * 0.8, 0.42) +
    oval(CX, y + h, foot, foot * TILT, CLAY) +
    body +
    specks(body) +
    oval(CX, y, mouth, mouth * TILT, shade(c, 0.8)) +
    oval(CX, y + mouth * 0.08, mouth * 0.78, mouth * 0.78 * TILT, shade(c, 0.35)) +
    `<path d="M${n(CX - mouth * 0.2 - h * 0.09)} ${n(y + h * 0.3)}q${n(-h * 0.03)} ${n(h * 0.25)} ${n(h * 0.01)} ${n(h * 0.5)}" stroke="#fff" stroke-opacity=".35" stroke-width="${n(h * 0.02)}" fill="none" stroke-linecap="round"/>`
  );
}

const xy = ([x, y]) => `${n(x)} ${n(y)}`;

/** A smooth line through points (the pen already at the first): curves through their midpoints. */
function smooth(points) {
  let d = '';
  for (let i = 1; i < points.length - 1; i += 1) {
    const [x, y] = points[i];
    const [nx, ny] = points[i + 1];
    d += `Q${xy([x, y])} ${xy([(x + nx) / 2, (y + ny) / 2])}`;
  }
  return `${d}L${xy(points.at(-1))}`;
}

/** A tall bottle vase with a narrow neck, and a low round one. */
const TALL_VASE = [
  [0, 0.07],
  [0.12, 0.06],
  [0.3, 0.1],
  [0.55, 0.23],
  [0.8, 0.22],
  [0.95, 0.15],
  [1, 0.14],
];
const LOW_VASE = [
  [0, 0.24],
  [0.1, 0.22],
  [0.3, 0.38],
  [0.6, 0.47],
  [0.85, 0.38],
  [0.97, 0.3],
  [1, 0.28],
];

/** A lid for the teapot, shown alone. w: its diameter. */
function lid(w, c) {
  const rx = w / 2;
  const ry = rx * TILT;
  const dome = `<path d="M${n(CX - rx)} ${n(CY)}Q${n(CX - rx)} ${n(CY - rx * 0.7)} ${n(CX)} ${n(CY - rx * 0.72)}Q${n(CX + rx)} ${n(CY - rx * 0.7)} ${n(CX + rx)} ${n(CY)}A${n(rx)} ${n(ry)} 0 0 1 ${n(CX - rx)} ${n(CY)}Z" fill="${LIT}"/>`;
  return (
    shadow(CX, CY + ry * 0.9, rx, ry * 0.6) +
    oval(CX, CY + ry * 0.2, rx * 0.8, ry * 0.8, CLAY) +
    dome +
    specks(dome) +
    oval(CX, CY - rx * 0.74, rx * 0.16, rx * 0.1, shade(c, 0.75)) +
    rimLight(CX, CY, rx, ry)
  );
}

/** The ceramic pieces by shape; `key` tells the designs of one shape apart. */
export const CERAMICS = {
  plate: (w) => plate(w),
  dish: (w, _c, key) => plate(w, { oval: key === 'ovalt-fat' ? 0.66 : 1, well: 0.7 }),
  bowl: (w) => bowl(w),
  mug: (w, c) => mug(w, c),
  cup: (w, c) => cup(w, c),
  teapot: (w, c) => teapot(w, c),
  vase: (h, c, key) => vase(h, c, key === 'vas-lag' ? LOW_VASE : TALL_VASE),
  lid: (w, c) => lid(w, c),
};
