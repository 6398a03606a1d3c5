import { CERAMICS } from './ceramics.mjs';
import { TEXTILES } from './textiles.mjs';
import { CLAY, n, paintDefs, shadow, svg } from './paint.mjs';
import { PALETTE, shade } from './palette.mjs';

/**
 * One piece set into a scene: drawn round (400, 500) as in a packshot, then moved to (x, y) and
 * scaled; its paint gets ids of its own, so pieces of different glazes share a picture.
 */
function place(shape, key, size, colour, [x, y], id) {
  const c = PALETTE[colour]?.[0] ?? colour;
  const markup = paintDefs(c, id) + { ...CERAMICS, ...TEXTILES }[shape](size, c, key);
  const scoped = markup.replace(/(url\(#|id=")([LSIKB])\b/g, `$1$2${id}`);
  return `<g transform="translate(${n(x - 400)} ${n(y - 500)})">${scoped}</g>`;
}

/** Linen: a warm cloth lit from the top left; the renderer's grain gives it its weave. */
const LINEN = '#ece4d6';
const linen = (w, h, base = LINEN) =>
  `<defs><radialGradient id="glow" cx=".2" cy=".1" r="1.1"><stop offset="0" stop-color="#fff" stop-opacity=".18"/><stop offset="1" stop-color="#000" stop-opacity=".06"/></radialGradient></defs><rect width="${w}" height="${h}" fill="${base}"/>`;
const light = (w, h) => `<rect width="${w}" height="${h}" fill="url(#glow)"/>`;

/** Oak: a warm wood surface with long grain lines. */
const oak = (x, y, w, h) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#b48d64"/>${[0.2, 0.45, 0.7, 0.9]
    .map(
      (at, i) =>
        `<path d="M${x} ${n(y + h * at)}q${n(w / 2)} ${i % 2 ? 8 : -8} ${w} 0" stroke="#9c7650" stroke-width="2" fill="none" opacity=".6"/>`,
    )
    .join('')}`;

/** A few bare twigs, as in the vase on the table. */
const twigs = (x, y, h) =>
  `<path d="M${x} ${y}q-20 ${-h * 0.5} -70 ${-h}M${x} ${y}q15 ${-h * 0.6} 60 ${-h * 0.9}M${x - 25} ${y - h * 0.5}l-40 -30M${x + 20} ${y - h * 0.55}l35 -25" stroke="#6b4f3a" stroke-width="4" fill="none" stroke-linecap="round"/>`;

/** A knife and fork beside a plate. */
const cutlery = (x, y, h) =>
  `<g fill="#c9c3b8" stroke="#a29a8d" stroke-width="1.5"><rect x="${x}" y="${y}" width="16" height="${h}" rx="8"/><rect x="${x + 34}" y="${y}" width="14" height="${h}" rx="7"/></g>`;

/** A raw lump of clay on the bench. */
const lump = (x, y, r) =>
  shadow(x, y + r * 0.5, r, r * 0.3, 0.35) +
  `<path d="M${x - r} ${y + r * 0.4}q${-r * 0.1} ${-r * 0.9} ${r * 0.7} ${-r}q${r * 0.9} ${-r * 0.1} ${r * 1.2} ${r * 0.6}q${r * 0.3} ${r * 0.6} -${r * 0.6} ${r * 0.8}q-${r * 0.8} ${r * 0.2} -${r * 1.3} -${r * 0.4}Z" fill="${shade(CLAY, 0.9)}"/>`;

/** A still life on linen, lit from the top left. */
const onLinen = (w, h, base, pieces) =>
  svg({ width: w, height: h }, linen(w, h, base) + pieces.join('') + light(w, h));

/**
 * The laid table, as the home page's hero: cutlery, a bowl behind the plate, a mug and a vase of
 * twigs; each piece as [size, x, y], the cutlery as [x, y, length].
 */
function laidTable(w, h, { cutlery: knives, bowl, plate, mug, vase }) {
  const [vaseSize, vaseX, vaseY] = vase;
  const pieces = [
    cutlery(...knives),
    place('bowl', 'skal', bowl[0], 'ocean', bowl.slice(1), 2),
    place('plate', 'middagstallrik', plate[0], 'sand', plate.slice(1), 1),
    place('mug', 'mugg', mug[0], 'pink', mug.slice(1), 3),
    twigs(vaseX, vaseY - 30, 180),
    place('vase', 'vas-hog', vaseSize, 'earth', [vaseX, vaseY], 4),
  ];
  return svg(
    { width: w, height: h },
    linen(w, h) + oak(0, 0, w, h * 0.12) + pieces.join('') + light(w, h),
  );
}

export const SCENES = {
  // Plate (45 %, 55 %), bowl (57 %, 38 %), mug (64 %, 61 %): the home hero's hotspots; all three
  // inside the middle 45 %, so a 4:5 crop from the centre keeps them.
  'hero-table': () =>
    laidTable(1600, 900, {
      cutlery: [500, 370, 280],
      bowl: [270, 910, 345],
      plate: [450, 720, 500],
      mug: [190, 1030, 550],
      vase: [260, 1290, 270],
    }),
  'hero-table-portrait-900x1200': () =>
    laidTable(900, 1200, {
      cutlery: [130, 560, 300],
      bowl: [280, 620, 420],
      plate: [480, 450, 720],
      mug: [200, 690, 980],
      vase: [280, 240, 360],
    }),
  // The raw bowl beside the glazed one: what three weeks in the workshop do.
  'from-clay-to-table': () =>
    svg(
      { width: 1200, height: 900 },
      oak(0, 0, 1200, 900) +
        lump(260, 610, 90) +
        place('bowl', 'skal', 300, CLAY, [520, 500], 1) +
        place('bowl', 'skal', 300, 'forest green', [840, 520], 2) +
        `<ellipse cx="1010" cy="760" rx="70" ry="26" fill="#c79a6a" stroke="#8f6b47" stroke-width="3"/>` +
        `<rect width="1200" height="900" fill="url(#fade)"/><defs><radialGradient id="fade" cx=".3" cy=".2" r="1"><stop offset="0" stop-color="#fff" stop-opacity=".2"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></radialGradient></defs>`,
    ),
  // The film's poster: the wheel with a freshly thrown bowl, the sponge and the water.
  wheel: () =>
    svg(
      { width: 1600, height: 900 },
      `<rect width="1600" height="900" fill="#8c7560"/><ellipse cx="800" cy="520" rx="620" ry="290" fill="#6e5a48"/><ellipse cx="800" cy="500" rx="560" ry="250" fill="#cdbba5"/><ellipse cx="800" cy="520" rx="330" ry="150" fill="#5d5750"/><ellipse cx="800" cy="512" rx="320" ry="144" fill="#77706a"/>` +
        place('bowl', 'skal', 300, shade(CLAY, 0.85), [800, 470], 1) +
        place('bowl', 'skal', 140, 'off-white', [1260, 640], 2) +
        `<rect x="300" y="620" width="120" height="70" rx="30" fill="#e6c35c" transform="rotate(-12 360 655)"/><path d="M0 0H1600V900H0Z" fill="url(#v)"/><defs><radialGradient id="v" cx=".5" cy=".5" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></radialGradient></defs>`,
    ),
  // The Höganäs workshop: shelves of finished pieces by the window, wholly inside the frame.
  workshop: () =>
    svg(
      { width: 1200, height: 900 },
      `<rect width="1200" height="900" fill="#ddd0bd"/><rect x="90" y="120" width="300" height="420" fill="#f4efe4"/><path d="M240 120v420M90 330h300" stroke="#b9a78f" stroke-width="10"/><path d="M90 540L0 900H520L390 540Z" fill="#fff" opacity=".18"/>` +
        [300, 520]
          .map(
            (y) =>
              `<rect x="520" y="${y}" width="620" height="16" fill="#9c7650"/><rect x="520" y="${y + 16}" width="620" height="6" fill="#6e5236"/>`,
          )
          .join('') +
        place('vase', 'vas-hog', 170, 'ocean', [600, 215], 1) +
        place('bowl', 'skal', 130, 'sand', [730, 262], 2) +
        place('mug', 'mugg', 100, 'earth', [850, 262], 3) +
        place('vase', 'vas-lag', 120, 'plum', [990, 245], 4) +
        place('bowl', 'skal', 150, 'forest green', [640, 482], 5) +
        place('teapot', 'tekanna', 190, 'off-white', [820, 470], 6) +
        place('plate', 'assiett', 140, 'icy blue', [1010, 505], 7) +
        oak(0, 680, 1200, 220) +
        place('plate', 'middagstallrik', 300, 'off-white', [420, 760], 8) +
        place('plate', 'middagstallrik', 280, 'sand', [420, 735], 9),
    ),
  // Glaze tests on a board: how the workshop mixes its own glazes.
  glazes: () =>
    svg(
      { width: 1200, height: 900 },
      oak(0, 0, 1200, 900) +
        ['sand', 'ocean', 'forest green', 'plum', 'earth', 'icy blue']
          .map((colour, i) => {
            const c = PALETTE[colour][0];
            const x = 200 + (i % 3) * 190;
            const y = 230 + Math.floor(i / 3) * 240;
            return `<rect x="${x + 8}" y="${y + 12}" width="150" height="190" rx="10" fill="#3b2c1f" opacity=".25"/><rect x="${x}" y="${y}" width="150" height="190" rx="10" fill="${CLAY}"/><rect x="${x}" y="${y}" width="150" height="130" rx="10" fill="${c}"/>`;
          })
          .join('') +
        place('bowl', 'serveringsskal', 260, 'turquoise', [930, 520], 1),
    ),
  // The membership invitation: a stack of plates and a cup, centred, nothing cut at the edges.
  invitation: () =>
    onLinen(1600, 900, '#e7dccb', [
      place('plate', 'middagstallrik', 520, 'forest green', [800, 560], 1),
      place('plate', 'middagstallrik', 500, 'ocean', [800, 530], 2),
      place('plate', 'assiett', 420, 'sand', [800, 500], 3),
      place('cup', 'kopp-med-fat', 250, 'off-white', [800, 400], 4),
    ]),
  // The newsletter's picture: the three new glazes side by side.
  newsletter: () =>
    onLinen(1200, 900, '#efe7da', [
      place('bowl', 'skal', 280, 'sand', [360, 470], 1),
      place('bowl', 'skal', 280, 'ocean', [640, 500], 2),
      place('bowl', 'skal', 280, 'forest green', [900, 450], 3),
    ]),
  // The four entrances of the home page and the menu: one kind of piece each.
  plates: () =>
    onLinen(800, 800, LINEN, [
      [0, 1, 2, 3]
        .map((i) => place('plate', 'middagstallrik', 540, 'sand', [400, 470 - i * 22], i + 1))
        .join(''),
    ]),
  bowls: () =>
    onLinen(800, 800, LINEN, [
      place('bowl', 'serveringsskal', 400, 'off-white', [360, 460], 1),
      place('bowl', 'skal', 240, 'ocean', [580, 560], 2),
    ]),
  textiles: () =>
    onLinen(800, 800, '#e9e1d3', [
      place('tablecloth', 'linneduk', 540, 'sand', [400, 500], 1),
      place('towel', 'handduk', 400, 'turquoise', [400, 390], 2),
    ]),
  vase: () =>
    onLinen(800, 800, '#e6dccd', [
      twigs(400, 260, 200),
      place('vase', 'vas-hog', 480, 'earth', [400, 470], 1),
    ]),
};
