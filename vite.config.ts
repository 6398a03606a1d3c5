import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { defineConfig } from 'vitest/config';

// Linaria styles are extracted to CSS by wyw-in-js in dev, build and tests alike. Only the view
// holds styles, so only its files go through wyw, which evaluates them with Babel and must be
// told about TypeScript and the legacy decorators that Inversify uses (TOOLCHAIN.md).
const linaria = {
  ...wyw({
    include: ['**/src/ui/**/*.{ts,tsx}'],
    babelOptions: {
      presets: ['@babel/preset-typescript'],
      plugins: [['@babel/plugin-syntax-decorators', { version: 'legacy' }]],
    },
  }),
  enforce: 'pre' as const,
};

export default defineConfig({
  plugins: [linaria, react()],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: { target: 'es2022', sourcemap: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // Node tests share no global state (spies are restored, stubs are per file), and
          // re-importing the modules for each of ~110 files cost two minutes of a 2.5-minute run.
          isolate: false,
          include: [
            'tests/{domain,application,adapters,contract,composition,architecture}/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          // A file's first test renders the whole shop from cold modules; on a busy 2-core CI
          // machine that alone can pass vitest's 5 s default. A limit, not a speed assertion.
          testTimeout: 15_000,
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/ui-setup.ts'],
        },
      },
    ],
  },
});
