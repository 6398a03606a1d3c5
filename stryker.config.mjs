/**
 * Mutation testing of the pure domain (`npm run mutation`, not part of `npm test`): each
 * surviving mutant is a rule the properties do not pin down. The score must stay at or above 90 %.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: ['src/domain/**/*.ts'],
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  thresholds: { high: 95, low: 90, break: 90 },
  concurrency: 2,
  timeoutMS: 10000,
  tempDirName: '.stryker-tmp',
  // A run after a change tests only the mutants whose code or covering tests changed; the file is
  // committed so that every clone starts from the last full run (docs/architecture.md#mutation-testing).
  incremental: true,
  incrementalFile: 'stryker-incremental.json',
};
