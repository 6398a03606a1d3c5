import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NONCE_PLACEHOLDER } from '@/server/security/nonce-placeholder';

/**
 * The least client build the production server starts from, in a temporary folder: the page
 * template (its script carrying the nonce placeholder, as the build writes it; its head `head`),
 * one hashed script, the service worker and one drawing to make a photograph of.
 */
export function clientBuild(head = '<title>Lera</title>'): string {
  const dir = mkdtempSync(join(tmpdir(), 'lera-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head>${head}</head><body>` +
      '<div id="root"><!--page--><div class="app-shell"></div><!--/page--></div>' +
      `<script type="module" src="/assets/index.js" nonce="${NONCE_PLACEHOLDER}"></script>` +
      '</body></html>',
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'sw.js'), 'self.skipWaiting()');
  mkdirSync(join(dir, 'media', 'content'), { recursive: true });
  writeFileSync(
    join(dir, 'media', 'content', 'tile.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#a0623a"/></svg>',
  );
  return dir;
}
