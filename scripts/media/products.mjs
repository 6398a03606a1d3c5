import { CERAMICS } from './ceramics.mjs';
import { FRAME, paintDefs, svg } from './paint.mjs';
import { PALETTE, shade } from './palette.mjs';
import { extentCm, frameFill } from './picture-size.mjs';
import { TEXTILES } from './textiles.mjs';

/** The packshots' flat ground, which the table-setting tool keys out (src/server/media/photograph.ts). */
const GROUND = '#f1eee8';

/** Main extents, in cm, of the pieces the seed gives no measurement or volume for. */
const UNMEASURED_CM = {
  tablecloth: 34,
  towel: 30,
  bedding: 36,
  cushion: 30,
  apron: 24,
  sweater: 40,
  tshirt: 38,
  giftcard: 26,
  candle: 25,
  lid: 9,
};

/** A teapot's or mug's width runs past its body: spout and handle. */
const WIDTH_PER_HEIGHT = { teapot: 2, mug: 1.3, cup: 1.8 };

const PIECES = { ...CERAMICS, ...TEXTILES };

/** The piece of one design in one colour, drawn to its size, centred in the frame. */
function piece(design, colour, seed) {
  const [c, accent] = PALETTE[colour];
  const cm =
    (extentCm(design) ?? UNMEASURED_CM[design.shape]) * (WIDTH_PER_HEIGHT[design.shape] ?? 1);
  const size = frameFill(cm) * FRAME.width;
  return paintDefs(c, seed) + PIECES[design.shape](size, c, design.key) + decoration(accent);
}

/** A band of red dots over a green line on the decorated christmas colour. */
const decoration = (accent) =>
  accent
    ? `<path d="M330 548q70 12 140 0" stroke="#2f5241" stroke-width="5" fill="none"/><g fill="${accent}">${[340, 370, 400, 430, 460].map((x) => `<circle cx="${x}" cy="${530 + Math.abs(x - 400) * -0.05}" r="7"/>`).join('')}</g>`
    : '';

export const canDraw = (design, colour) => Boolean(PIECES[design.shape] && PALETTE[colour]);

/** The packshot: the piece alone on the flat studio ground. */
export const packshot = (design, colour, seed) =>
  svg(FRAME, `<rect width="800" height="1000" fill="${GROUND}"/>${piece(design, colour, seed)}`);

/**
 * The styled picture: the same piece a little smaller on a table against a warm wall, in window
 * light from the left.
 */
export const styled = (design, colour, seed) =>
  svg(
    FRAME,
    `<defs><linearGradient id="W" x2="0" y2="1"><stop offset="0" stop-color="#e9e0d2"/><stop offset="1" stop-color="#d9cbb6"/></linearGradient><linearGradient id="T" x2="0" y2="1"><stop offset="0" stop-color="#c6ab89"/><stop offset="1" stop-color="#a88864"/></linearGradient></defs><rect width="800" height="1000" fill="url(#W)"/><path d="M0 80L330 0H520L0 420Z" fill="#fff" opacity=".16"/><rect y="600" width="800" height="400" fill="url(#T)"/><rect y="600" width="800" height="6" fill="${shade('#a88864', 0.8)}" opacity=".6"/><g transform="translate(80 260) scale(.8)">${piece(design, colour, seed)}</g>`,
  );
