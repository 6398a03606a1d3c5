import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-http',
      'coverage',
      'playwright-report',
      'test-results',
      'reports',
      '.stryker-tmp',
      'tests/architecture/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      // Imports are relative (no path aliases), so the node resolver with TS extensions finds all.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import/no-cycle': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // SPEC/ARCHITECTURE §2: the domain is pure. dependency-cruiser guards its imports; this
    // guards the globals an import check cannot see.
    files: ['src/domain/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'The domain has no browser: pass the value in.' },
        { name: 'document', message: 'The domain has no browser: pass the value in.' },
        { name: 'localStorage', message: 'The domain does no I/O: use a storage port.' },
        { name: 'fetch', message: 'The domain does no I/O: use a gateway port.' },
        { name: 'setTimeout', message: 'The domain has no timers: take the time as a parameter.' },
        { name: 'setInterval', message: 'The domain has no timers: take the time as a parameter.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'The domain has no clock: take the time as a parameter.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'The domain has no clock: take the time as a parameter.',
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'The domain has no randomness: take a random source as a parameter.',
        },
      ],
    },
  },
);
