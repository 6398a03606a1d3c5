import { chromium, devices } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Figure } from './budget';
import {
  chunkLabel,
  chunkOfFile,
  entryKeys,
  filesOf,
  staticClosure,
  type Manifest,
} from './manifest';
import { ROUTES } from './pages';
import { CHROMIUM, CHROMIUM_FLAGS, originOf, outDirOf, type BuildMode } from './servers';

const gzipCache = new Map<string, number>();

/** A built file's gzip size (zlib level 9), in bytes. */
export function gzipSize(mode: BuildMode | 'floor', file: string): number {
  const path = `${outDirOf(mode)}/${file.replace(/^\/+/, '')}`;
  const known = gzipCache.get(path);
  if (known !== undefined) return known;
  const size = gzipSync(readFileSync(path), { level: 9 }).length;
  gzipCache.set(path, size);
  return size;
}

export function readManifest(mode: BuildMode): Manifest {
  return JSON.parse(readFileSync(`${outDirOf(mode)}/.vite/manifest.json`, 'utf8')) as Manifest;
}

export const kb = (bytes: number) => Math.round(bytes / 100) / 10;

interface RouteBytes {
  readonly js: readonly string[];
  readonly css: readonly string[];
  readonly chunks: readonly string[];
  readonly jsGzip: number;
  readonly cssGzip: number;
}

/**
 * The JS and CSS a route loads on a first visit: Chromium (phone viewport, no service worker)
 * opens it and every script and style sheet of the build fetched until the network is idle
 * counts, mapped to its manifest chunk.
 */
async function loadedFiles(mode: BuildMode): Promise<Record<string, RouteBytes>> {
  const manifest = readManifest(mode);
  const origin = originOf(mode);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const routes: Record<string, RouteBytes> = {};
  try {
    for (const [route, path] of Object.entries(ROUTES)) {
      const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
      const page = await context.newPage();
      const files = new Set<string>();
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin === origin && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
      });
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      await context.close();
      const js = [...files].filter((file) => file.endsWith('.js')).sort();
      const css = [...files].filter((file) => file.endsWith('.css')).sort();
      // The entry's static imports load with it (modulepreload); the bench checks they came.
      const entryFiles = filesOf(manifest, staticClosure(manifest, entryKeys(manifest)));
      for (const file of [...entryFiles.js, ...entryFiles.css]) {
        if (!files.has(`/${file}`))
          throw new Error(`${mode} ${route}: entry file ${file} not loaded`);
      }
      routes[route] = {
        js,
        css,
        chunks: [...files].map((file) => {
          const key = chunkOfFile(manifest, file);
          return key ? chunkLabel(manifest, key) : file;
        }),
        jsGzip: js.reduce((sum, file) => sum + gzipSize(mode, file), 0),
        cssGzip: css.reduce((sum, file) => sum + gzipSize(mode, file), 0),
      };
    }
  } finally {
    await browser.close();
  }
  return routes;
}

/**
 * What a chunk is mostly made of, from its source map: the packages (or `src`) with the most
 * source text, a guide to a generated name like `chunk-6KYCQHYJ`.
 */
function madeOf(mode: BuildMode, file: string): string {
  const path = `${outDirOf(mode)}/${file}.map`;
  if (!existsSync(path)) return '';
  const map = JSON.parse(readFileSync(path, 'utf8')) as {
    sources?: string[];
    sourcesContent?: (string | null)[];
  };
  const weight = new Map<string, number>();
  (map.sources ?? []).forEach((source, index) => {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
    const name = match?.[1] ?? (source.includes('/src/') ? 'src' : source);
    weight.set(name, (weight.get(name) ?? 0) + (map.sourcesContent?.[index]?.length ?? 0));
  });
  return [...weight]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name]) => name)
    .join(', ');
}

export interface LargeChunk {
  readonly chunk: string;
  readonly gzip: number;
  readonly madeOf: string;
}

/** The largest JS chunks of a build (gzip), with their manifest names. */
function largestChunks(mode: BuildMode, count: number): LargeChunk[] {
  const manifest = readManifest(mode);
  return Object.keys(manifest)
    .filter((key) => manifest[key]?.file.endsWith('.js'))
    .map((key) => {
      const file = manifest[key]?.file ?? '';
      return {
        chunk: chunkLabel(manifest, key),
        gzip: gzipSize(mode, file),
        madeOf: madeOf(mode, file),
      };
    })
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, count);
}

/** First-load JS and CSS per route in both builds, and the http build's 10 largest chunks. */
export async function measureBytes(
  modes: readonly BuildMode[],
): Promise<{ figures: Figure[]; raw: unknown; largest: LargeChunk[] }> {
  const figures: Figure[] = [];
  const raw: Record<string, unknown> = {};
  for (const mode of modes) {
    const routes = await loadedFiles(mode);
    raw[mode] = routes;
    for (const [route, bytes] of Object.entries(routes)) {
      figures.push({
        metric: `first-load JS gzip (${mode})`,
        where: route,
        value: kb(bytes.jsGzip),
        unit: 'KB',
      });
      figures.push({
        metric: `first-load CSS gzip (${mode})`,
        where: route,
        value: kb(bytes.cssGzip),
        unit: 'KB',
      });
    }
  }
  const largest = modes.includes('http') ? largestChunks('http', 10) : [];
  return { figures, raw, largest };
}
