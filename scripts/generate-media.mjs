// Draws the seeded shop's pictures as SVGs, offline; the image endpoint renders each as a
// photograph (docs/operations.md#pictures):
//   public/media/products/{design}-{colour}.svg         the piece alone, to its size (4:5)
//   public/media/products/{design}-{colour}-styled.svg  the same piece on a table
//   public/media/swatches/{colour}.svg                  a round swatch
//   public/media/content/{scene}.svg                    one scene for each use on the pages
// The designs and their colours are read from the curated designs, so the pictures follow the seed.
// Run: node scripts/generate-media.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { PALETTE, shade, slug } from './media/palette.mjs';
import { canDraw, packshot, styled } from './media/products.mjs';
import { SCENES } from './media/scenes.mjs';
import { FRAME, svg } from './media/paint.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DESIGNS = join(root, 'src/adapters/memory/seed/catalogue/designs.seed.ts');

/** Every curated design's key, shape, colours and size, read from the seed's source. */
function curatedDesigns() {
  const source = readFileSync(DESIGNS, 'utf8');
  const field = (block, name) => new RegExp(`${name}: '([^']+)'`).exec(block)?.[1];
  return source
    .split(/\n {2}\{\n/)
    .slice(1)
    .map((block) => ({
      key: field(block, 'key'),
      shape: field(block, 'shape'),
      measurement: field(block, 'measurement'),
      volume: field(block, 'volume'),
      colours: [.../colours: \[([^\]]*)\]/.exec(block)[1].matchAll(/'([^']+)'/g)].map((m) => m[1]),
    }));
}

const swatch = (colour) => {
  const [c, accent] = PALETTE[colour];
  const dots = accent
    ? `<circle cx="330" cy="340" r="40" fill="${accent}"/><circle cx="470" cy="460" r="40" fill="${accent}"/>`
    : '';
  return svg(
    { width: 800, height: 800 },
    `<circle cx="400" cy="400" r="380" fill="${c}" stroke="${shade(c, 0.8)}" stroke-width="12"/>${dots}`,
  );
};

function write(path, text) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

const designs = curatedDesigns();
let products = 0;
for (const design of designs) {
  for (const [index, colour] of design.colours.entries()) {
    if (!canDraw(design, colour)) throw new Error(`No drawing for ${design.key} in ${colour}`);
    const base = join(root, 'public/media/products', `${design.key}-${slug(colour)}`);
    write(`${base}.svg`, packshot(design, colour, index + 1));
    write(`${base}-styled.svg`, styled(design, colour, index + 1));
    products += 1;
  }
}
for (const colour of Object.keys(PALETTE)) {
  write(join(root, 'public/media/swatches', `${slug(colour)}.svg`), swatch(colour));
}
for (const [name, scene] of Object.entries(SCENES)) {
  write(join(root, 'public/media/content', `${name}.svg`), scene());
}
process.stdout.write(
  `Drew ${products} products (plain and styled), ${Object.keys(PALETTE).length} swatches and ${Object.keys(SCENES).length} scenes in a ${FRAME.width}×${FRAME.height} frame.\n`,
);
