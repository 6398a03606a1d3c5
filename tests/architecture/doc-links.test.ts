import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repositoryFiles, ROOT } from './repository-files';

/**
 * The repository's docs stand on their own: every `docs/….md#anchor` a comment or a doc names
 * exists, every relative link in the docs leads somewhere, and nothing cites a document that
 * lives outside the repository (docs/architecture.md#testing).
 */

const TREES = ['src', 'tests', 'bench', 'scripts', 'stub-backend', 'docs'];
const ROOT_FILES = [
  'README.md',
  'eslint.config.js',
  'vite.config.ts',
  'playwright.config.ts',
  '.dependency-cruiser.cjs',
  'stryker.config.mjs',
  'vitest.mutation.config.ts',
  '.ci/run',
];
const SOURCE = /\.(ts|tsx|js|cjs|mjs)$/;
const TEXT = /\.(ts|tsx|js|cjs|mjs|md)$/;

/** Citations of documents kept outside the repository; their content now lives in docs/. */
const OUTSIDE_CITATION = new RegExp(
  [
    String.raw`\b(?:SPEC|ARCHITECTURE|STYLE)(?:\.md)?(?:'s)? ?§`,
    String.raw`\bTOOLCHAIN\.md\b`,
    String.raw`\bBACKENDS\.md\b`,
    String.raw`\.\./shared/(?:spec|design)\b`,
    // The working notes a decision record replaced, and the machine's own folders.
    String.raw`\bdecisions\d+-[\w-]+\.md\b`,
    String.raw`/work/`,
  ].join('|'),
);

/** `docs/<path>.md` with an optional `#anchor`, wherever it is written. */
const DOC_REFERENCE = /(?<![\w/.-])docs\/((?:[\w-]+\/)*[\w.-]+\.md)(?:#([\w-]+))?/g;
/** A markdown link or image: `[text](target)`. */
const MARKDOWN_LINK = /!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

const files = [
  ...repositoryFiles(TREES, TEXT),
  ...ROOT_FILES.filter((file) => existsSync(join(ROOT, file))),
];

/** GitHub's heading anchor: lower case, punctuation but `-` and `_` dropped, spaces to `-`. */
export function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorCache = new Map<string, Set<string>>();

/** The anchors of a markdown file's headings; a repeated heading gets `-1`, `-2`… as on GitHub. */
function anchorsOf(file: string): Set<string> {
  const cached = anchorCache.get(file);
  if (cached) return cached;
  const anchors = new Set<string>();
  const counts = new Map<string, number>();
  let fenced = false;
  for (const line of readFileSync(join(ROOT, file), 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1] ?? '');
    const seen = counts.get(base) ?? 0;
    anchors.add(seen === 0 ? base : `${base}-${seen}`);
    counts.set(base, seen + 1);
  }
  anchorCache.set(file, anchors);
  return anchors;
}

interface Problem {
  readonly where: string;
  readonly what: string;
}

/** Whether `target` (a repository path) exists and, when given, has a heading `anchor`. */
function checkTarget(target: string, anchor: string | undefined, where: string): Problem[] {
  const absolute = join(ROOT, target);
  if (!existsSync(absolute)) return [{ where, what: `${target} does not exist` }];
  if (anchor === undefined || !target.endsWith('.md') || statSync(absolute).isDirectory()) {
    return [];
  }
  return anchorsOf(target).has(anchor.toLowerCase())
    ? []
    : [{ where, what: `${target} has no heading for #${anchor}` }];
}

function lineOf(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

/** The comments of a source file, each with where it starts. */
function commentsOf(file: string, text: string): { text: string; offset: number }[] {
  const kind = file.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : /\.[cm]?js$/.test(file)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const ranges = new Map<number, ts.CommentRange>();
  const add = (found: ts.CommentRange[] | undefined) =>
    found?.forEach((range) => ranges.set(range.pos, range));
  const visit = (node: ts.Node) => {
    add(ts.getLeadingCommentRanges(text, node.pos));
    add(ts.getTrailingCommentRanges(text, node.end));
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return [...ranges.values()].map((range) => ({
    text: text.slice(range.pos, range.end),
    offset: range.pos,
  }));
}

/** What of a file is prose: a source file's comments, a markdown file or a script's `#` lines. */
function proseOf(file: string, text: string): { text: string; offset: number }[] {
  if (SOURCE.test(file)) return commentsOf(file, text);
  if (file.endsWith('.md')) {
    // A quoted test name (`› "…"`) is the test's title as the test spells it.
    return [
      { text: text.replace(/›\s*"[^"\n]*"/g, (quote) => ' '.repeat(quote.length)), offset: 0 },
    ];
  }
  return text.split('\n').map((line, index, lines) => ({
    text: /^\s*#/.test(line) ? line : '',
    offset: lines.slice(0, index).join('\n').length + (index > 0 ? 1 : 0),
  }));
}

/**
 * Parsing comments is the slow part, so a source file is parsed only when a citation stands
 * somewhere other than inside a quoted string on its line (a test title may keep its text).
 */
function mayCiteInProse(file: string, text: string): boolean {
  if (!SOURCE.test(file)) return OUTSIDE_CITATION.test(text);
  return text.split('\n').some((line) => {
    const found = OUTSIDE_CITATION.exec(line);
    if (!found) return false;
    const before = line.slice(0, found.index);
    const quotes = (before.match(/['"`]/g) ?? []).length;
    return quotes % 2 === 0 || before.includes('//') || before.includes('/*');
  });
}

function problemsIn(file: string): Problem[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const problems: Problem[] = [];

  for (const match of text.matchAll(DOC_REFERENCE)) {
    const where = `${file}:${lineOf(text, match.index)}`;
    problems.push(...checkTarget(`docs/${match[1]}`, match[2], where));
  }

  if (file.endsWith('.md') && (file.startsWith('docs/') || file === 'README.md')) {
    let fenced = false;
    text.split('\n').forEach((line, index) => {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      if (fenced) return;
      for (const match of line.replace(/`[^`]*`/g, '').matchAll(MARKDOWN_LINK)) {
        const link = match[1] ?? '';
        if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue;
        const [path = '', anchor] = link.split('#');
        const target = path === '' ? file : normalize(join(dirname(file), path));
        problems.push(...checkTarget(target, anchor, `${file}:${index + 1}`));
      }
    });
  }

  for (const prose of mayCiteInProse(file, text) ? proseOf(file, text) : []) {
    prose.text.split('\n').forEach((line, index) => {
      const found = OUTSIDE_CITATION.exec(line);
      if (found) {
        problems.push({
          where: `${file}:${lineOf(text, prose.offset) + index}`,
          what: `cites "${found[0]}", a document outside the repository: point at docs/ instead`,
        });
      }
    });
  }
  return problems;
}

describe('documentation links', () => {
  it('finds the files it checks', () => {
    expect(files).toContain('docs/product.md');
    expect(files).toContain('docs/architecture.md');
    expect(files.length).toBeGreaterThan(100);
  });

  it('reads heading anchors as GitHub writes them', () => {
    expect(slug('Cart and checkout')).toBe('cart-and-checkout');
    expect(slug('Store-finder script')).toBe('store-finder-script');
    expect(slug('Cart `_product` (fields)')).toBe('cart-_product-fields');
  });

  it('every docs/ reference and relative doc link leads to a file and a heading', () => {
    const problems = files.flatMap(problemsIn).map(({ where, what }) => `${where}: ${what}`);
    expect(problems).toEqual([]);
  });
});
