// Draws the seeded shop's product pictures and colour swatches as small flat SVGs, offline:
//   public/media/products/{shape}-{colour}.svg         the object alone
//   public/media/products/{shape}-{colour}-styled.svg  the same object on a table
//   public/media/swatches/{colour}.svg                 a round swatch
// The (shape, colour) pairs are read from the curated designs, so the pictures follow the seed.
// Run: node scripts/generate-media.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DESIGNS = join(root, 'src/adapters/memory/seed/catalogue/designs.seed.ts');

/**
 * docs/product.md#constants-and-limits swatch names: a base colour, and a pattern colour for the
 * decorated ones.
 */
const PALETTE = {
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
const slug = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A darker (f < 1) or lighter (f > 1) version of a hex colour. */
function shade(hex, f) {
  const channel = (i) => {
    const v = parseInt(hex.slice(i, i + 2), 16);
    const out = f < 1 ? v * f : v + (255 - v) * (f - 1);
    return Math.round(out).toString(16).padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

/** A handle or strap: a line of the colour over a slightly wider one of its outline. */
const handle = (path, c, width) =>
  `<path d="${path}" fill="none" stroke="${shade(c, 0.7)}" stroke-width="${width + 8}"/><path d="${path}" fill="none" stroke="${c}" stroke-width="${width}"/>`;

/** Each shape drawn round (400, 400), standing on y ≈ 640. c: base, d: darker, a: accent. */
const SHAPES = {
  plate: ({ c, d }) =>
    `<ellipse cx="400" cy="560" rx="300" ry="90" fill="${c}"/><ellipse cx="400" cy="555" rx="200" ry="52" fill="${d}" opacity=".35"/>`,
  bowl: ({ c, d }) =>
    `<path d="M140 400Q150 640 400 640Q650 640 660 400Z" fill="${c}"/><ellipse cx="400" cy="400" rx="260" ry="60" fill="${d}"/>`,
  dish: ({ c, d }) =>
    `<path d="M90 520Q110 620 400 620Q690 620 710 520Z" fill="${c}"/><ellipse cx="400" cy="520" rx="310" ry="80" fill="${c}"/><ellipse cx="400" cy="520" rx="240" ry="52" fill="${d}" opacity=".35"/>`,
  mug: ({ c, d }) =>
    `${handle('M510 380h30a70 70 0 0 1 0 160h-30', c, 30)}<path d="M260 340h250v260q0 40-40 40H300q-40 0-40-40Z" fill="${c}"/><ellipse cx="385" cy="340" rx="125" ry="28" fill="${d}"/>`,
  cup: ({ c, d }) =>
    `<ellipse cx="400" cy="615" rx="250" ry="45" fill="${c}"/><ellipse cx="400" cy="610" rx="150" ry="22" fill="${d}" opacity=".4"/>${handle('M505 450h20a50 50 0 0 1 0 100h-20', c, 24)}<path d="M280 420h240q0 180-120 180T280 420Z" fill="${c}"/><ellipse cx="400" cy="420" rx="120" ry="24" fill="${d}"/>`,
  teapot: ({ c, d }) =>
    `<path d="M540 430q90-10 110-120l-20-10q-30 70-100 70Z" fill="${c}"/>${handle('M250 420q-90 0-90 90t90 70', c, 28)}<ellipse cx="400" cy="500" rx="170" ry="140" fill="${c}"/><ellipse cx="400" cy="370" rx="110" ry="26" fill="${d}"/><circle cx="400" cy="335" r="22" fill="${d}"/>`,
  vase: ({ c, d }) =>
    `<path d="M340 160h120q-10 60 30 120q90 130 40 280q-20 80-130 80t-130-80q-50-150 40-280q40-60 30-120Z" fill="${c}"/><ellipse cx="400" cy="160" rx="60" ry="14" fill="${d}"/>`,
  candle: ({ c, d }) =>
    `<rect x="340" y="260" width="120" height="380" rx="12" fill="${c}"/><ellipse cx="400" cy="262" rx="60" ry="12" fill="${d}"/><path d="M400 160q40 50 0 90q-40-40 0-90Z" fill="#f2b233"/><path d="M400 195q18 25 0 45q-18-20 0-45Z" fill="#fbe7a1"/>`,
  tablecloth: ({ c, d }) =>
    `<path d="M160 300h480l40 320H120Z" fill="${c}"/><path d="M140 460h520M130 540h540" stroke="${d}" stroke-width="6"/><path d="M160 300h480v40H160Z" fill="${d}" opacity=".4"/>`,
  cushion: ({ c, d }) =>
    `<path d="M190 250q210 30 420 0q-30 185 0 370q-210-30-420 0q30-185 0-370Z" fill="${c}"/><path d="M230 435q170 20 340 0" stroke="${d}" stroke-width="5" fill="none"/>`,
  bedding: ({ c, d }) =>
    `<rect x="180" y="500" width="440" height="130" rx="14" fill="${c}"/><rect x="180" y="560" width="440" height="8" fill="${d}"/><rect x="220" y="390" width="360" height="110" rx="40" fill="${c}"/><rect x="220" y="390" width="360" height="110" rx="40" fill="${d}" opacity=".25"/>`,
  towel: ({ c, d }) =>
    `<rect x="220" y="520" width="360" height="110" rx="16" fill="${c}"/><rect x="240" y="420" width="320" height="100" rx="16" fill="${c}"/><path d="M240 470h320M220 580h360" stroke="${d}" stroke-width="14"/>`,
  apron: ({ c, d }) =>
    `<path d="M330 210q70-110 140 0" fill="none" stroke="${d}" stroke-width="12"/><path d="M320 200h160v140l100 30v270H220V370l100-30Z" fill="${c}"/><rect x="330" y="480" width="140" height="90" rx="8" fill="${d}" opacity=".45"/>`,
  sweater: ({ c, d }) =>
    `<path d="M320 200q80 40 160 0l150 70 50 300-80 20-40-220v270H240V370l-40 220-80-20 50-300Z" fill="${c}"/><path d="M240 620h320M320 200q80 40 160 0" stroke="${d}" stroke-width="18" fill="none"/>`,
  tshirt: ({ c, d }) =>
    `<path d="M330 210q70 40 140 0l160 70-40 100-70-30v290H280V350l-70 30-40-100Z" fill="${c}"/><path d="M330 210q70 40 140 0" stroke="${d}" stroke-width="10" fill="none"/>`,
  giftcard: ({ c, d }) =>
    `<rect x="170" y="280" width="460" height="300" rx="24" fill="${c}"/><rect x="470" y="280" width="40" height="300" fill="${d}"/><rect x="170" y="410" width="460" height="40" fill="${d}"/><text x="210" y="540" font-family="Georgia,serif" font-size="40" fill="${d}">Presentkort</text>`,
  lid: ({ c, d }) =>
    `<path d="M230 560q0-120 170-120t170 120Z" fill="${c}"/><ellipse cx="400" cy="560" rx="190" ry="34" fill="${d}"/><ellipse cx="400" cy="430" rx="36" ry="20" fill="${d}"/>`,
};

/** Red dots and a green band on the decorated christmas colour. */
const decoration = (accent) =>
  accent
    ? `<g fill="${accent}"><circle cx="330" cy="470" r="14"/><circle cx="400" cy="510" r="14"/><circle cx="470" cy="470" r="14"/></g><path d="M300 560h200" stroke="#2f5241" stroke-width="10"/>`
    : '';

const svg = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">${body}</svg>\n`;

function drawing(shape, colour) {
  const [c, accent] = PALETTE[colour];
  const d = shade(c, 0.78);
  const outline = `stroke="${shade(c, 0.7)}" stroke-width="4" stroke-linejoin="round"`;
  return `<g ${outline}>${SHAPES[shape]({ c, d })}</g>${decoration(accent)}`;
}

const plain = (shape, colour) =>
  svg(
    `<rect width="800" height="800" fill="#f1eee8"/><ellipse cx="400" cy="645" rx="280" ry="24" fill="#000" opacity=".08"/>${drawing(shape, colour)}`,
  );

const styled = (shape, colour) =>
  svg(
    `<rect width="800" height="800" fill="#e3dbcf"/><rect y="560" width="800" height="240" fill="#b8926c"/><rect y="560" width="800" height="10" fill="#9c7856"/><circle cx="110" cy="520" r="40" fill="#6b8f5e"/><rect x="100" y="520" width="20" height="45" fill="#8a5a3c"/><ellipse cx="400" cy="692" rx="240" ry="20" fill="#000" opacity=".12"/><g transform="translate(80 180) scale(.8)">${drawing(shape, colour)}</g>`,
  );

const swatch = (colour) => {
  const [c, accent] = PALETTE[colour];
  const dots = accent
    ? `<circle cx="330" cy="340" r="40" fill="${accent}"/><circle cx="470" cy="460" r="40" fill="${accent}"/>`
    : '';
  return svg(
    `<circle cx="400" cy="400" r="380" fill="${c}" stroke="${shade(c, 0.8)}" stroke-width="12"/>${dots}`,
  );
};

/** The (shape, colours) of every curated design, read from the seed's source. */
function curatedPairs() {
  const source = readFileSync(DESIGNS, 'utf8');
  const pairs = [];
  for (const [, shape, list] of source.matchAll(/shape: '(\w+)',[\s\S]*?colours: \[([^\]]*)\]/g)) {
    for (const [, colour] of list.matchAll(/'([^']+)'/g)) pairs.push([shape, colour]);
  }
  return pairs;
}

function write(path, text) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

const pairs = curatedPairs();
for (const [shape, colour] of pairs) {
  if (!SHAPES[shape] || !PALETTE[colour]) throw new Error(`No drawing for ${shape} in ${colour}`);
  const base = join(root, 'public/media/products', `${shape}-${slug(colour)}`);
  write(`${base}.svg`, plain(shape, colour));
  write(`${base}-styled.svg`, styled(shape, colour));
}
for (const colour of Object.keys(PALETTE)) {
  write(join(root, 'public/media/swatches', `${slug(colour)}.svg`), swatch(colour));
}
process.stdout.write(
  `Drew ${new Set(pairs.map(String)).size} products (plain and styled) and ${Object.keys(PALETTE).length} swatches.\n`,
);
