import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { CHROMIUM_FLAGS } from './scripts/chromium.ts';

/**
 * End-to-end tests in the system Chromium (docs/architecture.md#toolchain-notes): Playwright
 * downloads no browser here. `CHROMIUM_PATH` overrides; otherwise the usual system install places
 * are tried, Debian's `/usr/bin/chromium` first.
 */
const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].filter((path): path is string => !!path);
const chromiumPath = candidates.find((path) => existsSync(path));
if (!chromiumPath) {
  throw new Error(
    `No Chromium found (tried ${candidates.join(', ')}). Install it with ` +
      '`apt-get install -y chromium`, or set CHROMIUM_PATH to a Chromium binary.',
  );
}

/**
 * `E2E_PORT_OFFSET` (e.g. 10, 20) runs a second suite beside the first on the same machine:
 * its own ports and build folder, so two developers' runs do not serve each other's builds.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const outDir = offset ? `dist-e2e-${offset}` : 'dist';
const port = 4173 + offset;
/**
 * One build, three production servers (docs/architecture.md#server-rendering): the settings are
 * read when a server starts, so the same build runs on the memory fakes, in http mode against the
 * stub backend, and against the hostile stub.
 */
const httpPort = 4174 + offset;
const stubPort = 8788 + offset;
/**
 * Hostile content: a second stub with XSS vectors planted through its data folder
 * (tests/support/hostile-stub.ts), behind a server of its own.
 */
const hostilePort = 4175 + offset;
const hostileStubPort = 8796 + offset;
const httpSettings = (backendPort: number, serverPort: number) =>
  [
    'VITE_SHOP_ADAPTERS=http',
    // An http-mode server names its public origin; it does not take a request's Host for it.
    `VITE_SHOP_ORIGIN=http://127.0.0.1:${serverPort}`,
    `VITE_SHOP_BACKEND=http://127.0.0.1:${backendPort}`,
    'VITE_SHOP_SEARCH_KEY=stub-search-key',
    // The stub plays the live-shopping provider too: its embed script, loaded when a show opens.
    `VITE_SHOP_LIVE_SHOPPING_SCRIPT=http://127.0.0.1:${backendPort}/live-shopping/embed.js`,
    // The fault journeys switch the stub's faults between pages; an answer the server kept from
    // an earlier page would hide them (docs/operations.md#process-cache).
    'SHARED_DATA_TTL_MS=0',
  ].join(' ');
/**
 * The journeys' servers do not shed load (docs/operations.md#overload): on a CI machine busy with
 * browsers and the test runner, the event loop's delay says more about the machine than the
 * server, and a journey's bursts (twenty requests at once) are not a crowd. The shedding has
 * server tests and a bench part of its own.
 */
const server =
  'NODE_ENV=production SHED_EVENT_LOOP_DELAY_MS=60000 SHED_RENDERS_IN_FLIGHT=1000 ' +
  `node ${outDir}/server/main.js`;
const HTTP_MODE_SPECS = /(http-mode|http-faults|hostile-content)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: offset ? `test-results-${offset}` : 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI
    ? [['list']]
    : [
        ['list'],
        [
          'html',
          {
            open: 'never',
            outputFolder: offset ? `playwright-report-${offset}` : 'playwright-report',
          },
        ],
      ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The built shop registers a caching service worker; journeys about something else run
    // without it (tests/e2e/offline.spec.ts allows it), so one test's cache never serves another.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    // Journeys tagged @phone or @desktop need that viewport's controls (hamburger, mega menu).
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: HTTP_MODE_SPECS,
      grepInvert: /@phone\b/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'] },
      testIgnore: HTTP_MODE_SPECS,
      grepInvert: /@desktop\b/,
    },
    {
      name: 'http',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${httpPort}` },
      testMatch: HTTP_MODE_SPECS,
      // One stub serves every file of this project, and http-faults.spec.ts switches its faults
      // at run time: one file at a time, so no journey meets another's fault.
      workers: 1,
    },
  ],
  // Started in this order, each once the one before answers: the build comes first.
  webServer: [
    {
      // `vite build`, not `npm run build`: npm test has type-checked already (CI time).
      command:
        `npx vite build --outDir ${outDir}/client && ` +
        `npx vite build --ssr src/server/main.ts --outDir ${outDir}/server && ` +
        `PORT=${port} ${server}`,
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: `STUB_PORT=${stubPort} npx tsx stub-backend/main.ts`,
      url: `http://127.0.0.1:${stubPort}/api/markets`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `STUB_PORT=${hostileStubPort} npx tsx tests/support/hostile-stub.ts`,
      url: `http://127.0.0.1:${hostileStubPort}/api/markets`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `${httpSettings(stubPort, httpPort)} PORT=${httpPort} ${server}`,
      url: `http://127.0.0.1:${httpPort}/healthz`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `${httpSettings(hostileStubPort, hostilePort)} PORT=${hostilePort} ${server}`,
      url: `http://127.0.0.1:${hostilePort}/healthz`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
