import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Handler } from 'hono';
import { CACHE_CONTROL } from './cache-policy';

/** The folder of `country-flag-icons`' 3:2 flags, one `XX.svg` per ISO 3166-1 alpha-2 code. */
const flagFolder = () =>
  join(dirname(createRequire(import.meta.url).resolve('country-flag-icons/package.json')), '3x2');

/** A flag's file name as the market list asks for it: `SE.svg`. */
const FLAG_FILE = /^([A-Z]{2})\.svg$/;

/**
 * `/flags/:file`: a country's flag for the market list (docs/product.md#header), from the
 * `country-flag-icons` package — drawn only when the list opens, so the first load carries no
 * flag. Anything but a two-letter code with a flag is a 404.
 */
export function flagEndpoint(): Handler {
  return async (c) => {
    const code = FLAG_FILE.exec(c.req.param('file') ?? '')?.[1];
    if (code === undefined) return c.notFound();
    try {
      const svg = await readFile(join(flagFolder(), `${code}.svg`));
      c.header('Content-Type', 'image/svg+xml');
      c.header('Cache-Control', CACHE_CONTROL.file);
      return c.body(svg);
    } catch {
      return c.notFound();
    }
  };
}
