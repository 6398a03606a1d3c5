import sharp from 'sharp';

/** The width of a seeded content original: the widest a page asks for (1920). */
export const ORIGINAL_WIDTH = 1920;
/**
 * A product picture's original: the widest a page asks for one (docs/product.md#other-calls,
 * 1280). Half the pixels of a content original, so a page of new pictures renders in half the time.
 */
export const PRODUCT_ORIGINAL_WIDTH = 1280;

/** The packshots' flat ground (scripts/generate-media.mjs); the table-setting tool keys it out. */
const PACKSHOT_GROUND = [0xf1, 0xee, 0xe8] as const;
/** How far a channel may stray from the ground and still be ground (anti-aliasing stays object). */
const GROUND_TOLERANCE = 2;
/** How many steps from the ground a packshot's pixel takes the whole grain and light. */
const FADE_STEPS = 24;
/** The grain's reach either side, in channel steps. */
const GRAIN = 5;
/**
 * Surface texture, as (cell size in px of the original, reach in channel steps): mottling at a
 * few scales, like glaze, linen and paper, that survives the downscaling a grain would not.
 */
const TEXTURE = [
  [3, 9],
  [11, 7],
  [41, 6],
] as const;
/** How much brighter the lit corner is, and darker the far one, than the drawing. */
const LIGHT = 0.09;

export interface PhotographOptions {
  /** Seeds the grain, so one file always renders the same picture. */
  readonly seed: string;
  /** A packshot keeps its ground flat so the ground can be keyed out; a scene is shaded whole. */
  readonly flatGround: boolean;
  /** The original's width in px; ORIGINAL_WIDTH unless said. */
  readonly width?: number;
}

/**
 * A seeded drawing (SVG) rendered as a photograph-like original: rasterised at its width,
 * lit from the top left with a soft fall-off and a film grain, so pictures weigh and compress
 * as photographs do and the image path (docs/product.md#other-calls) is exercised for real.
 */
export async function renderPhotograph(svg: Buffer, options: PhotographOptions): Promise<Buffer> {
  const { data, info } = await sharp(svg, { density: 300 })
    .resize({ width: options.width ?? ORIGINAL_WIDTH })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  await shade(data, info.width, info.height, options);
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: 86, mozjpeg: true })
    .toBuffer();
}

/**
 * Rows shaded between two turns of the event loop: a whole original is a good part of a second
 * of arithmetic, and the pages, scripts and probes asked for meanwhile are answered between
 * slices.
 */
const ROWS_PER_TURN = 48;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function shade(
  pixels: Buffer,
  width: number,
  height: number,
  options: PhotographOptions,
): Promise<void> {
  const random = mulberry32(hash(options.seed));
  const layers = TEXTURE.map(([cell, reach]) => valueNoise(width, height, cell, reach, random));
  const diagonal = Math.hypot(width, height);
  for (let y = 0; y < height; y += 1) {
    if (y % ROWS_PER_TURN === 0) await nextTurn();
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      const strength = options.flatGround ? awayFromGround(pixels, at) : 1;
      if (strength === 0) continue;
      // 1 at the top left corner, 0 at the bottom right: light falls off across the picture.
      const lit = 1 - Math.hypot(x, y) / diagonal;
      const gain = 1 + strength * LIGHT * (2 * lit - 1);
      let grain = (random() + random() - 1) * GRAIN;
      for (const layer of layers) grain += layer(x, y);
      for (let channel = 0; channel < 3; channel += 1) {
        const value = pixels[at + channel]! * gain + grain * strength;
        pixels[at + channel] = value < 0 ? 0 : value > 255 ? 255 : value;
      }
    }
  }
}

/**
 * Smooth noise: random values on a grid of `cell` px, blended between neighbours, from -reach to
 * reach.
 */
function valueNoise(
  width: number,
  height: number,
  cell: number,
  reach: number,
  random: () => number,
): (x: number, y: number) => number {
  const columns = Math.ceil(width / cell) + 2;
  const rows = Math.ceil(height / cell) + 2;
  const grid = Float32Array.from({ length: columns * rows }, () => (random() * 2 - 1) * reach);
  return (x, y) => {
    const gx = x / cell;
    const gy = y / cell;
    const x0 = Math.floor(gx);
    const y0 = Math.floor(gy);
    const fx = smooth(gx - x0);
    const fy = smooth(gy - y0);
    const at = y0 * columns + x0;
    const top = grid[at]! + (grid[at + 1]! - grid[at]!) * fx;
    const bottom = grid[at + columns]! + (grid[at + columns + 1]! - grid[at + columns]!) * fx;
    return top + (bottom - top) * fy;
  };
}

const smooth = (t: number) => t * t * (3 - 2 * t);

/**
 * 0 on the packshot's ground, rising to 1 a few steps away from it: a contact shadow fading into
 * the ground takes the grain gradually, instead of a speckled ring where it meets the ground.
 */
function awayFromGround(pixels: Buffer, at: number): number {
  const [red, green, blue] = PACKSHOT_GROUND;
  const distance = Math.max(
    Math.abs(pixels[at]! - red),
    Math.abs(pixels[at + 1]! - green),
    Math.abs(pixels[at + 2]! - blue),
  );
  if (distance <= GROUND_TOLERANCE) return 0;
  return Math.min(1, (distance - GROUND_TOLERANCE) / FADE_STEPS);
}

/** A string's 32-bit FNV-1a hash: the grain's seed. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
  }
  return value >>> 0;
}

/** A small seeded generator: the same grain for the same file on every machine. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
