import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { repositoryFiles, ROOT } from './repository-files';

/**
 * The code and its tests speak the project's language: a test's name or a comment that says
 * which rule it holds cites the heading of the doc in this repository that states the rule
 * (`docs/product.md#adding-to-cart`). Not a section of the product specification, which is not
 * in the repository, and not an issue number, which says when a line was written rather than
 * why (docs/architecture.md#conventions). That the heading cited exists is doc-links.test.ts's
 * check; this one reads test names and strings as well as comments.
 */

const TREES = ['src', 'tests'];
/** This file plants the very citations it looks for. */
const SELF = relative(ROOT, fileURLToPath(import.meta.url));

/** Citations that point outside the repository, and why each is refused. */
const REFUSED: readonly { readonly pattern: RegExp; readonly what: string }[] = [
  {
    pattern: /\b(?:SPEC|ARCHITECTURE|STYLE)(?:\.md)?(?:'s)? ?§|§ ?\d/,
    what: 'cites a section of a document outside the repository: cite the docs/ heading instead',
  },
  {
    pattern: /\b[Ii]ssue #?\d+|\(#\d+\)/,
    what: 'cites an issue number: say why instead, or cite the docs/ heading',
  },
];

interface Problem {
  readonly line: number;
  readonly what: string;
}

/** What is wrong with the citations of one file's text, line by line. */
function problemsIn(text: string): Problem[] {
  return text.split('\n').flatMap((line, index) => {
    return REFUSED.filter(({ pattern }) => pattern.test(line)).map(({ what }) => ({
      line: index + 1,
      what: `${what}: ${line.trim()}`,
    }));
  });
}

const files = repositoryFiles(TREES, /\.(ts|tsx|js|cjs|mjs|md|json|css)$/).filter(
  (file) => file !== SELF,
);

describe('citations in src/ and tests/ (docs/architecture.md#conventions)', () => {
  it('finds the files it checks, but not itself', () => {
    expect(files).toContain('src/main.tsx');
    expect(files).toContain('tests/architecture/layer-rules.test.ts');
    expect(files).not.toContain(SELF);
    expect(files.length).toBeGreaterThan(1000);
  });

  it('refuses a specification section and an issue number', () => {
    const planted = [
      "describe('the cart (SPEC §4 Cart and checkout)', () => {});",
      "it('adds once (§5)', () => {});",
      "it('keeps what the market has (issue 8)', () => {});",
      '// Fixed upstream in (#31).',
    ].join('\n');
    expect(problemsIn(planted).map(({ line }) => line)).toEqual([1, 2, 3, 4]);
  });

  it('lets a citation of the docs and of another project’s issue through', () => {
    const good = [
      "describe('the cart (docs/product.md#cart-and-checkout-rules)', () => {});",
      '// The popup waits its turn (docs/decisions/0083-one-interruption-at-a-time.md).',
      '// A router listener added too early misses the first commit (react-router #15527).',
    ].join('\n');
    expect(problemsIn(good)).toEqual([]);
  });

  it('no file cites the specification or an issue number', () => {
    const problems = files.flatMap((file) =>
      problemsIn(readFileSync(join(ROOT, file), 'utf8')).map(
        ({ line, what }) => `${file}:${line}: ${what}`,
      ),
    );
    expect(problems).toEqual([]);
  });
});
