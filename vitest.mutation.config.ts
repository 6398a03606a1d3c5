import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The domain's own tests, alone: what Stryker runs against each mutant (`npm run mutation`).
 * Stryker starts a fresh vitest worker for every mutant, so what a worker does before the first
 * test is paid thousands of times (docs/architecture.md#mutation-testing).
 */
export default defineConfig({
  resolve: {
    alias: [
      // The package costs ~1.5 s of CPU each time a worker imports it; the stand-in runs the
      // same properties (tests/support/mutation-fast-check.ts).
      {
        find: /^@fast-check\/vitest$/,
        replacement: fromHere('./tests/support/mutation-fast-check.ts'),
      },
      { find: '@', replacement: fromHere('./src') },
    ],
  },
  test: {
    include: ['tests/domain/**/*.test.ts'],
    environment: 'node',
    // The test files share one worker, and its modules, within a run.
    isolate: false,
    setupFiles: ['tests/support/mutation-setup.ts'],
  },
});
