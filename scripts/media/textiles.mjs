import { shade } from './palette.mjs';
import { LIT, SIDE, dropShadow, n, shadow } from './paint.mjs';

const CX = 400;
const CY = 500;

/** Stitched seams and folds: a thin darker line. */
const seam = (d, c, width = 3) =>
  `<path d="${d}" fill="none" stroke="${shade(c, 0.74)}" stroke-width="${width}" stroke-linecap="round"/>`;

/**
 * A folded stack of cloth seen from above at three-quarter: a top face and, in front, the folded
 * edges as layers. w: its width in px; layers: how many folds show.
 */
function foldedStack(w, c, { depth = 0.62, layers = 4, stripe } = {}) {
  const d = w * depth * 0.5;
  const x0 = CX - w / 2;
  const skew = w * 0.08;
  const layer = w * 0.035;
  const y0 = CY - (d + layers * layer) / 2;
  const top = `<path d="M${n(x0 + skew)} ${n(y0)}h${n(w)}l${n(-skew)} ${n(d)}h${n(-w)}Z" fill="${LIT}"/>`;
  let edges = '';
  for (let i = 0; i < layers; i += 1) {
    const y = y0 + d + i * layer;
    edges += `<path d="M${n(x0)} ${n(y)}h${n(w)}q${n(layer * 0.6)} ${n(layer / 2)} 0 ${n(layer)}h${n(-w)}q${n(-layer * 0.6)} ${n(-layer / 2)} 0 ${n(-layer)}Z" fill="${shade(c, i % 2 ? 0.86 : 0.93)}"/>`;
  }
  const band = stripe
    ? `<path d="M${n(x0 + skew * 0.3 + w * 0.06)} ${n(y0 + d * 0.7)}h${n(w * 0.88)}" stroke="${stripe}" stroke-width="${n(w * 0.03)}"/>`
    : '';
  return (
    shadow(CX, y0 + d + layers * layer, w * 0.55, w * 0.05, 0.3) +
    edges +
    top +
    band +
    seam(`M${n(x0 + skew + w * 0.04)} ${n(y0 + d * 0.12)}h${n(w * 0.92)}`, c, 2)
  );
}

/** A filled cushion: puffed edges, a seam round it. w: its width. */
function cushion(w, c) {
  const h = w * 0.9;
  const x = CX - w / 2;
  const y = CY - h / 2;
  const q = w * 0.06;
  const edge = `M${n(x)} ${n(y)}Q${n(CX)} ${n(y + q)} ${n(x + w)} ${n(y)}Q${n(x + w - q)} ${n(CY)} ${n(x + w)} ${n(y + h)}Q${n(CX)} ${n(y + h - q)} ${n(x)} ${n(y + h)}Q${n(x + q)} ${n(CY)} ${n(x)} ${n(y)}Z`;
  return (
    shadow(CX + w * 0.03, y + h, w * 0.5, w * 0.06, 0.35) +
    `<path d="${edge}" fill="${LIT}"/>` +
    `<path d="${edge}" fill="none" stroke="${shade(c, 0.8)}" stroke-width="4"/>` +
    seam(
      `M${n(x + w * 0.16)} ${n(y + h * 0.72)}q${n(w * 0.3)} ${n(h * 0.05)} ${n(w * 0.6)} ${n(-h * 0.02)}`,
      c,
      2,
    )
  );
}

/** A garment laid flat from above: a body, sleeves and a neck. w: shoulder to shoulder with sleeves. */
function garment(w, c, { sleeve = 0.32, long = false, knit = false } = {}) {
  const bw = w * 0.52;
  const h = bw * 1.3;
  const x = CX - bw / 2;
  const y = CY - h / 2;
  const reach = w / 2 - bw / 2;
  const drop = long ? h * 0.85 : h * sleeve;
  const neck = bw * 0.2;
  const path = `M${n(CX - neck)} ${n(y)}Q${n(CX)} ${n(y + neck * 0.8)} ${n(CX + neck)} ${n(y)}L${n(x + bw)} ${n(y + h * 0.04)}L${n(x + bw + reach)} ${n(y + drop)}l${n(-reach * 0.45)} ${n(reach * 0.15)}L${n(x + bw)} ${n(y + h * 0.3)}V${n(y + h)}H${n(x)}V${n(y + h * 0.3)}L${n(x - reach * 0.55)} ${n(y + drop + reach * 0.15)}L${n(x - reach)} ${n(y + drop)}L${n(x)} ${n(y + h * 0.04)}Z`;
  const rib = knit
    ? seam(`M${n(x)} ${n(y + h * 0.93)}H${n(x + bw)}`, c, 6) +
      seam(
        `M${n(CX - neck)} ${n(y + 4)}Q${n(CX)} ${n(y + neck * 0.8 + 4)} ${n(CX + neck)} ${n(y + 4)}`,
        c,
        8,
      )
    : seam(
        `M${n(CX - neck)} ${n(y + 3)}Q${n(CX)} ${n(y + neck * 0.8 + 3)} ${n(CX + neck)} ${n(y + 3)}`,
        c,
        4,
      );
  return (
    dropShadow(path) +
    `<path d="${path}" fill="${LIT}" stroke="${shade(c, 0.82)}" stroke-width="2" stroke-linejoin="round"/>` +
    rib
  );
}

/** An apron laid flat, its neck strap and ties loose. w: its width. */
function apron(w, c) {
  const h = w * 1.1;
  const x = CX - w / 2;
  const y = CY - h / 2 + w * 0.12;
  const bib = w * 0.3;
  const path = `M${n(CX - bib)} ${n(y)}H${n(CX + bib)}V${n(y + h * 0.25)}Q${n(x + w)} ${n(y + h * 0.27)} ${n(x + w)} ${n(y + h * 0.4)}V${n(y + h)}H${n(x)}V${n(y + h * 0.4)}Q${n(x)} ${n(y + h * 0.27)} ${n(CX - bib)} ${n(y + h * 0.25)}Z`;
  const strap = shade(c, 0.8);
  return (
    dropShadow(path) +
    `<path d="M${n(CX - bib * 0.8)} ${n(y)}Q${n(CX)} ${n(y - w * 0.32)} ${n(CX + bib * 0.8)} ${n(y)}M${n(x + 4)} ${n(y + h * 0.4)}q${n(-w * 0.15)} ${n(h * 0.1)} ${n(-w * 0.08)} ${n(h * 0.3)}M${n(x + w - 4)} ${n(y + h * 0.4)}q${n(w * 0.15)} ${n(h * 0.1)} ${n(w * 0.08)} ${n(h * 0.3)}" fill="none" stroke="${strap}" stroke-width="${n(w * 0.035)}" stroke-linecap="round"/>` +
    `<path d="${path}" fill="${LIT}" stroke="${shade(c, 0.82)}" stroke-width="2"/>` +
    `<rect x="${n(CX - w * 0.22)}" y="${n(y + h * 0.55)}" width="${n(w * 0.44)}" height="${n(h * 0.2)}" fill="${SIDE}" opacity=".6"/>` +
    seam(`M${n(x + 8)} ${n(y + h - 10)}H${n(x + w - 8)}`, c, 2)
  );
}

/** A gift card, leant on its envelope. w: the card's width. */
function giftcard(w, c) {
  const h = w * 0.63;
  const x = CX - w / 2;
  const y = CY - h / 2;
  return (
    shadow(CX + 10, y + h + 10, w * 0.5, w * 0.05, 0.3) +
    `<rect x="${n(x + w * 0.08)}" y="${n(y - h * 0.18)}" width="${n(w * 0.9)}" height="${n(h * 0.9)}" rx="6" fill="#f6f1e6" transform="rotate(-4 ${CX} ${CY})"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="14" fill="${LIT}"/>` +
    `<rect x="${n(x + w * 0.7)}" y="${n(y)}" width="${n(w * 0.06)}" height="${n(h)}" fill="${shade(c, 0.7)}"/>` +
    `<text x="${n(x + w * 0.08)}" y="${n(y + h * 0.82)}" font-family="Georgia,serif" font-size="${n(w * 0.08)}" fill="${shade(c, 0.5)}">Lera</text>`
  );
}

/** Candles: a pair of tapers, or one pillar. h: the candle's height. */
function candle(h, c, key) {
  const w = key === 'kronljus' ? h * 0.09 : h * 0.5;
  const ry = (w / 2) * 0.46;
  const y = CY - h / 2;
  const one = (cx) =>
    `<rect x="${n(cx - w / 2)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(Math.min(w / 2, ry))}" fill="${SIDE}"/><ellipse cx="${n(cx)}" cy="${n(y)}" rx="${n(w / 2)}" ry="${n(ry)}" fill="${shade(c, 0.92)}"/><path d="M${n(cx)} ${n(y)}v${n(-h * 0.04)}" stroke="#3a2e26" stroke-width="3" stroke-linecap="round"/>`;
  const pair = key === 'kronljus' ? [CX - w * 0.9, CX + w * 0.9] : [CX];
  return shadow(CX, y + h, w * (pair.length * 0.6 + 0.2), ry * 1.2, 0.4) + pair.map(one).join('');
}

/** The cloth and paper pieces by shape, drawn in a yarn's colour. */
export const TEXTILES = {
  tablecloth: (w, c) => foldedStack(w, c, { layers: 5 }),
  towel: (w, c) => foldedStack(w * 0.8, c, { depth: 0.8, layers: 3, stripe: shade(c, 0.7) }),
  bedding: (w, c) =>
    cushion(w * 0.62, c).replace(/^/, foldedStack(w, c, { depth: 0.9, layers: 3 })),
  cushion: (w, c) => cushion(w, c),
  apron: (w, c) => apron(w, c),
  sweater: (w, c) => garment(w, c, { long: true, knit: true }),
  tshirt: (w, c) => garment(w, c),
  giftcard: (w, c) => giftcard(w, c),
  candle: (h, c, key) => candle(h, c, key),
};
