/**
 * Mutation testing of the pure domain (`npm run mutation`, not part of `npm test`): each
 * surviving mutant is a rule the properties do not pin down. The score must stay at or above 85 %.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: ['src/domain/**/*.ts'],
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  thresholds: { high: 90, low: 85, break: 85 },
  concurrency: 2,
  timeoutMS: 10000,
  tempDirName: '.stryker-tmp',
};
