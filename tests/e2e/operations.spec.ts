import { spawn, execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';

/**
 * The production server as operations meet it (docs/operations.md): the runtime dependencies
 * alone start the build, as the Dockerfile's runtime stage does; two replicas answer interleaved
 * requests for different markets, each with its own market's currency and language.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const outDir = offset ? `dist-e2e-${offset}` : 'dist';
const MEMORY = `http://127.0.0.1:${4173 + offset}`;
const HTTP = `http://127.0.0.1:${4174 + offset}`;

test.describe('operating the server @desktop', () => {
  test.use({ accessibilityScan: false });

  test('starts from the production dependencies alone and renders a page', async ({ request }) => {
    test.setTimeout(240_000);
    const dir = mkdtempSync(join(tmpdir(), 'lera-runtime-'));
    try {
      for (const file of ['package.json', 'package-lock.json']) cpSync(file, join(dir, file));
      cpSync(outDir, join(dir, 'dist'), { recursive: true });
      execFileSync('npm', ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'], {
        cwd: dir,
        stdio: 'ignore',
      });
      const port = String(4199 + offset);
      const server = spawn('node', ['dist/server/main.js'], {
        cwd: dir,
        // As playwright.config.ts starts the journeys' servers: no shedding on a busy CI machine.
        env: {
          PATH: process.env.PATH,
          PORT: port,
          NODE_ENV: 'production',
          SHED_EVENT_LOOP_DELAY_MS: '60000',
          SHED_RENDERS_IN_FLIGHT: '1000',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      try {
        await expect
          .poll(
            () =>
              request.get(`http://127.0.0.1:${port}/healthz`).then(
                (r) => r.ok(),
                () => false,
              ),
            {
              timeout: 30_000,
            },
          )
          .toBe(true);
        const page = await request.get(`http://127.0.0.1:${port}/se-en/middagstallrik-sand`);
        expect(page.status(), output).toBe(200);
        expect(await page.text()).toContain('Dinner plate 27 cm');
        // The market list's flags come from a runtime package, read on request.
        const flag = await request.get(`http://127.0.0.1:${port}/flags/SE.svg`);
        expect(flag.status(), output).toBe(200);
      } finally {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
      expect(output).toContain('Stopping: finishing the requests under way');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('two replicas keep 200 interleaved requests to their own market and language', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const sites = [
      { path: '/se/servering/tallrikar', lang: 'sv', price: / kr\b/, not: /£|€|\$/ },
      { path: '/se-en/servering/tallrikar', lang: 'en', price: / kr\b/, not: /£|€|\$/ },
      { path: '/gb/servering/tallrikar', lang: 'en', price: /£/, not: / kr\b|€/ },
      { path: '/de/servering/tallrikar', lang: 'en', price: /€/, not: / kr\b|£/ },
      { path: '/no/servering/tallrikar', lang: 'en', price: / kr\b|NOK/, not: /£|€/ },
    ];
    const calls = Array.from({ length: 200 }, (_, index) => ({
      base: index % 2 === 0 ? MEMORY : HTTP,
      site: sites[index % sites.length]!,
    }));
    for (let start = 0; start < calls.length; start += 20) {
      await Promise.all(
        calls.slice(start, start + 20).map(async ({ base, site }) => {
          const answer = await request.get(`${base}${site.path}`);
          expect(answer.status(), `${base}${site.path}`).toBe(200);
          const html = await answer.text();
          const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
          expect(main, `${base}${site.path}`).toMatch(site.price);
          expect(main, `${base}${site.path}`).not.toMatch(site.not);
          const screen = /"settings":\{[^}]*\},"status":\d+,"renderedAt":\d+/.exec(html);
          expect(screen, 'the first screen').not.toBeNull();
          expect(html).toMatch(new RegExp(`<meta property="og:locale" content="${site.lang}_`));
        }),
      );
    }
  });
});
