// Draws the offline store map's land from Natural Earth's countries (world-atlas, 1:50m) into
// src/adapters/memory/nordic-outline.ts: SVG paths already projected with the map's own
// projection at its outline zoom, so the browser gets a few kilobytes instead of the atlas.
// Run: npm run shop-map
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries50m from 'world-atlas/countries-50m.json' with { type: 'json' };
import { nordicProjection } from '../src/adapters/memory/shop-map-projection';

/** The countries the shop has stores in, or may: drawn as land. */
const NORDIC = new Set(['752', '578', '208', '246', '248']);
/** Their neighbours, drawn paler, so the coast does not end in the sea. */
const NEIGHBOURS = new Set(['276', '616', '233', '428', '440', '643', '112', '528']);
/** What the map can show around the stores, in outline pixels; the rest is cut away. */
const EXTENT: [[number, number], [number, number]] = [
  [-750, -650],
  [650, 450],
];
/** Coordinates are kept to this grid (outline pixels). */
const GRAIN = 0.5;
/**
 * A point nearer than this to the line past it adds nothing (outline pixels): the Nordic coast to
 * about 2 px at zoom 8, the neighbours' more coarsely.
 */
const TOLERANCE = { nordic: 0.5, neighbours: 1.5 } as const;
/** Islands smaller than this (square outline pixels) are left out. */
const SMALLEST_ISLAND = 4;

const topology = countries50m as unknown as Topology<{ countries: GeometryCollection }>;
const projection = nordicProjection().clipExtent(EXTENT);

/** A geoPath context that keeps coordinates on a grid, drops repeats and tiny islands. */
class GridPath {
  constructor(private readonly tolerance: number) {}

  private rings: string[] = [];
  private ring: [number, number][] = [];

  moveTo(x: number, y: number): void {
    this.flush();
    this.ring = [this.snap(x, y)];
  }

  lineTo(x: number, y: number): void {
    const point = this.snap(x, y);
    const last = this.ring.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) this.ring.push(point);
  }

  closePath(): void {
    this.flush(true);
  }

  beginPath(): void {}

  arc(): void {}

  toString(): string {
    this.flush();
    return this.rings.join('');
  }

  private flush(closed = false): void {
    const ring = this.ring;
    this.ring = [];
    if (ring.length < 2) return;
    if (closed && (ring.length < 3 || Math.abs(area(ring)) < SMALLEST_ISLAND)) return;
    const [first, ...rest] = simplify(ring, this.tolerance).map(([x, y]) => `${x},${y}`);
    this.rings.push(`M${first}${rest.map((point) => `L${point}`).join('')}${closed ? 'Z' : ''}`);
  }

  private snap(x: number, y: number): [number, number] {
    const round = (value: number) => Math.round(value / GRAIN) * GRAIN;
    return [round(x), round(y)];
  }
}

/** Douglas–Peucker: the points a line needs to stay within `TOLERANCE` of the original. */
function simplify(
  points: readonly [number, number][],
  tolerance: number,
): readonly [number, number][] {
  if (points.length < 3) return points;
  const first = points[0]!;
  const last = points.at(-1)!;
  let farthest = 0;
  let distance = 0;
  for (let index = 1; index < points.length - 1; index += 1) {
    const away = distanceToLine(points[index]!, first, last);
    if (away > distance) [farthest, distance] = [index, away];
  }
  if (distance <= tolerance) return [first, last];
  return [
    ...simplify(points.slice(0, farthest + 1), tolerance).slice(0, -1),
    ...simplify(points.slice(farthest), tolerance),
  ];
}

function distanceToLine(
  [x, y]: [number, number],
  [x1, y1]: [number, number],
  [x2, y2]: [number, number],
): number {
  const length = Math.hypot(x2 - x1, y2 - y1);
  if (length === 0) return Math.hypot(x - x1, y - y1);
  return Math.abs((x2 - x1) * (y1 - y) - (x1 - x) * (y2 - y1)) / length;
}

function area(ring: readonly [number, number][]): number {
  let sum = 0;
  ring.forEach(([x, y], index) => {
    const [nextX, nextY] = ring[(index + 1) % ring.length]!;
    sum += x * nextY - nextX * y;
  });
  return sum / 2;
}

function draw(object: Parameters<ReturnType<typeof geoPath>>[0], tolerance: number): string {
  const context = new GridPath(tolerance);
  geoPath(projection, context)(object);
  return context.toString();
}

function countries(ids: ReadonlySet<string>) {
  const all = feature(topology, topology.objects.countries);
  return { ...all, features: all.features.filter((country) => ids.has(String(country.id))) };
}

const borders = mesh(
  topology,
  topology.objects.countries,
  (a, b) =>
    a !== b && [a, b].every((c) => NORDIC.has(String(c.id)) || NEIGHBOURS.has(String(c.id))),
);

const outline = {
  land: draw(countries(NORDIC), TOLERANCE.nordic),
  neighbours: draw(countries(NEIGHBOURS), TOLERANCE.neighbours),
  borders: draw(borders, TOLERANCE.nordic),
};

const file = join(import.meta.dirname, '../src/adapters/memory/nordic-outline.ts');
writeFileSync(
  file,
  `// Generated by \`npm run shop-map\` (scripts/generate-shop-map.ts) from Natural Earth's 1:50m
// countries (world-atlas); do not edit.

/**
 * The offline store map's land as SVG paths in \`shop-map-projection\`'s pixels at its outline
 * zoom: the Nordic countries, their neighbours and the borders between them.
 */
export const NORDIC_OUTLINE = ${JSON.stringify(outline, null, 2)} as const;
`,
);
console.log(
  `wrote ${file}: ${Object.entries(outline)
    .map(([name, path]) => `${name} ${(path.length / 1024).toFixed(1)} KB`)
    .join(', ')}`,
);
