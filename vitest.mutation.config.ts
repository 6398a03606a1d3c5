import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The domain's own tests, alone: what Stryker runs against each mutant (`npm run mutation`). */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/domain/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/support/mutation-setup.ts'],
  },
});
