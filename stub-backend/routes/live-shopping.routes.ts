import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import ts from 'typescript';
import { LIVE_SHOWS, type SeededLiveShow } from '../../src/adapters/memory/seed/live-shows.seed';

const EMBED_SOURCE = new URL('../live-shopping-embed.browser.ts', import.meta.url);

/**
 * The live-shopping provider's side (docs/decisions/0090-live-shopping-embed-over-http.md):
 * its embed script at `/embed.js` and the shows it plays at `/shows/:id`, the seeded shows the
 * memory fake plays — one list of shows and their skus for both modes.
 */
export function liveShoppingRoutes(shows: readonly SeededLiveShow[] = LIVE_SHOWS): Hono {
  const app = new Hono();
  let script: Promise<string> | undefined;

  app.get('/embed.js', async (c) => {
    script ??= embedScript();
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(await script);
  });
  app.get('/shows/:id', (c) => {
    const show = shows.find((candidate) => candidate.id === c.req.param('id'));
    if (!show) return c.text('Show not found', 404);
    const [sv, en] = show.title;
    return c.json({
      id: show.id,
      title: { sv, en },
      // The provider's own product ids, each with the shop's sku as its reference.
      products: show.skus.map((ref, index) => ({ id: `${show.id}-${index + 1}`, ref })),
    });
  });
  return app;
}

/** The embed's source as the browser runs it: TypeScript's types taken off, nothing bundled. */
async function embedScript(): Promise<string> {
  const source = await readFile(EMBED_SOURCE, 'utf8');
  return ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, removeComments: true },
  }).outputText;
}
