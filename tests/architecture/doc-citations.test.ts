import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The code and its tests speak the project's language: a test's name or a comment that says
 * which rule it holds cites the heading of the doc in this repository that states the rule
 * (`docs/product.md#adding-to-cart`). Not a section of the product specification, which is not
 * in the repository, and not an issue number, which says when a line was written rather than
 * why; and the heading cited exists (docs/architecture.md#conventions).
 */

const ROOT = process.cwd();
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

/** `docs/<path>.md` with an optional `#anchor`, wherever it is written. */
const DOC_REFERENCE = /(?<![\w/.-])docs\/((?:[\w-]+\/)*[\w.-]+\.md)(?:#([\w-]+))?/g;

function filesUnder(tree: string): string[] {
  const dir = join(ROOT, tree);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|cjs|mjs|md|json|css)$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** GitHub's heading anchor: lower case, punctuation but `-` and `_` dropped, spaces to `-`. */
function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorCache = new Map<string, ReadonlySet<string>>();

/** The anchors of a doc's headings; a repeated heading gets `-1`, `-2`… as on GitHub. */
function anchorsOf(doc: string): ReadonlySet<string> {
  const cached = anchorCache.get(doc);
  if (cached) return cached;
  const anchors = new Set<string>();
  const counts = new Map<string, number>();
  let fenced = false;
  for (const line of readFileSync(join(ROOT, doc), 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1] ?? '');
    const seen = counts.get(base) ?? 0;
    anchors.add(seen === 0 ? base : `${base}-${seen}`);
    counts.set(base, seen + 1);
  }
  anchorCache.set(doc, anchors);
  return anchors;
}

interface Problem {
  readonly line: number;
  readonly what: string;
}

/** What is wrong with the citations of one file's text, line by line. */
function problemsIn(text: string): Problem[] {
  return text.split('\n').flatMap((line, index) => {
    const refused = REFUSED.filter(({ pattern }) => pattern.test(line)).map(({ what }) => ({
      line: index + 1,
      what: `${what}: ${line.trim()}`,
    }));
    const unknown = [...line.matchAll(DOC_REFERENCE)].flatMap(([cited, path, anchor]) => {
      const doc = `docs/${path ?? ''}`;
      if (!existsSync(join(ROOT, doc))) return [{ line: index + 1, what: `${doc} does not exist` }];
      return anchor === undefined || anchorsOf(doc).has(anchor.toLowerCase())
        ? []
        : [{ line: index + 1, what: `${cited}: ${doc} has no such heading` }];
    });
    return [...refused, ...unknown];
  });
}

const files = TREES.flatMap(filesUnder).filter((file) => file !== SELF);

describe('citations in src/ and tests/ (docs/architecture.md#conventions)', () => {
  it('finds the files it checks, but not itself', () => {
    expect(files).toContain('src/main.tsx');
    expect(files).toContain('tests/architecture/layer-rules.test.ts');
    expect(files).not.toContain(SELF);
    expect(files.length).toBeGreaterThan(1000);
  });

  it('refuses a specification section, an issue number and a heading the doc lacks', () => {
    const planted = [
      "describe('the cart (SPEC §4 Cart and checkout)', () => {});",
      "it('adds once (§5)', () => {});",
      "it('keeps what the market has (issue 8)', () => {});",
      '// Fixed upstream in (#31).',
      `// See ${'docs/'}product.md#no-such-heading.`,
      `// See ${'docs/'}no-such-doc.md.`,
    ].join('\n');
    expect(problemsIn(planted).map(({ line }) => line)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('lets a citation of an existing heading through', () => {
    const good = [
      "describe('the cart (docs/product.md#cart-and-checkout-rules)', () => {});",
      '// The popup waits its turn (docs/decisions/0083-one-interruption-at-a-time.md).',
      '// A router listener added too early misses the first commit (react-router #15527).',
    ].join('\n');
    expect(problemsIn(good)).toEqual([]);
  });

  it('no file cites the specification or an issue number, and every docs/ heading exists', () => {
    const problems = files.flatMap((file) =>
      problemsIn(readFileSync(join(ROOT, file), 'utf8')).map(
        ({ line, what }) => `${file}:${line}: ${what}`,
      ),
    );
    expect(problems).toEqual([]);
  });
});
