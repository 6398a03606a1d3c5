import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// docs/architecture.md#conventions: a file's name is kebab-case words, then the role suffixes it
// carries, each kebab-case too (`cart-gateway.port.ts`, `content.to-domain.ts`,
// `catalogue.fuzz.test.ts`).
const KEBAB_WORDS = '+([a-z])*([a-z0-9])*(-+([a-z0-9]))';
const KEBAB_WITH_ROLES = `${KEBAB_WORDS}*(.${KEBAB_WORDS})`;

// A `../shared/…` path reads as the design folder beside the repository, which the code never
// cites: the shop's own shared folders are imported as `@/application/shared/…`.
const SHARED_FOLDERS = {
  group: ['../shared/*', '../../shared/*'],
  message: 'Import shared code as @/…/shared/….',
};
// One way to name a module in src: `./` for the importing module's own folder, `@/…` for any
// other, so an import reads the same wherever it stands and a moved file keeps its imports.
const PARENT_FOLDERS = {
  group: ['../*', '../**'],
  message: 'In src, import another folder as @/… (./ is for the module’s own folder).',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-http',
      'dist-e2e-*',
      'test-results-*',
      'playwright-report-*',
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
      // The TypeScript resolver reads tsconfig.json's `@/` alias, so import/no-cycle follows it.
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
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
      'no-restricted-imports': [
        'error',
        {
          patterns: [SHARED_FOLDERS],
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SHARED_FOLDERS, PARENT_FOLDERS] }] },
  },
  {
    // Every journey runs in the shop's fixtures: console errors, policy violations and axe fail it.
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [SHARED_FOLDERS],
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                "Import `test` from './fixtures', which fails a journey on what it must not do.",
            },
          ],
        },
      ],
    },
  },
  // The shop is checked by axe and found by role and accessible name in its tests; these rules
  // catch at write time what those checks would only catch on a page a journey visits.
  { ...jsxA11y.flatConfigs.recommended, files: ['**/*.tsx'] },
  {
    files: ['{src,tests,stub-backend}/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*': KEBAB_WITH_ROLES },
        {
          errorMessage:
            '"{{ target }}": kebab-case words, then kebab-case role suffixes (`cart-gateway.port.ts`)',
        },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{src,tests,stub-backend}/**/': 'KEBAB_CASE' },
        { errorMessage: 'Folder "{{ target }}": kebab-case words (`shop-finder`)' },
      ],
    },
  },
  {
    // docs/architecture.md#adapters: a fake is a real adapter, found by its role suffix and its
    // name.
    files: ['src/adapters/memory/**/*.ts'],
    ignores: ['src/adapters/memory/**/*.memory.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportNamedDeclaration > ClassDeclaration[implements.length>0]',
          message: 'A fake that implements a port lives in a `<port>.memory.ts` file.',
        },
      ],
    },
  },
  {
    files: ['src/adapters/memory/**/*.memory.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ExportNamedDeclaration > ClassDeclaration[implements.length>0][id.name!=/^Memory[A-Z]/]',
          message: 'A fake is named after its port with a `Memory` prefix (`MemoryCartGateway`).',
        },
      ],
    },
  },
  {
    // docs/architecture.md#dependency-rules, docs/architecture.md#server-rendering: the domain is
    // pure, and stores reach the browser, the clock and timers only through ports.
    // dependency-cruiser guards imports; this guards the globals an import check cannot see.
    files: ['src/domain/**/*.ts', 'src/application/**/*.ts', 'src/lib/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'No browser here: pass the value in, or use a port.' },
        { name: 'document', message: 'No browser here: pass the value in, or use a port.' },
        { name: 'localStorage', message: 'No I/O here: use the KeyValueStorage port.' },
        { name: 'fetch', message: 'No I/O here: use a gateway port.' },
        {
          name: 'setTimeout',
          message: 'No timers here: use the Scheduler port (or take the time as a parameter).',
        },
        {
          name: 'setInterval',
          message: 'No timers here: use the Scheduler port (or take the time as a parameter).',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'No clock here: use the Clock port (or take the time as a parameter).',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'No clock here: use the Clock port (or take the time as a parameter).',
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'No randomness here: take a random source as a parameter.',
        },
      ],
    },
  },
);
