import { fc, test as property } from '@fast-check/vitest';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allPass, check, ruleFor, type Budget } from '../../bench/budget';
import {
  chunkLabel,
  chunkOfFile,
  entryKeys,
  filesOf,
  staticClosure,
  type Manifest,
} from '../../bench/manifest';
import { median, medianPerKey, percentile } from '../../bench/stats';
import { formatSideBySide } from '../../bench/table';

describe('median', () => {
  it('takes the middle figure, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('is NaN for no figures and leaves unmeasured ones out', () => {
    expect(median([])).toBeNaN();
    expect(median([Number.NaN, 5, 1])).toBe(3);
  });

  property.prop([fc.array(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), { minLength: 1 })])(
    'has at least half the figures on either side',
    (values) => {
      const middle = median(values);
      expect(values.filter((value) => value <= middle).length * 2).toBeGreaterThanOrEqual(
        values.length,
      );
      expect(values.filter((value) => value >= middle).length * 2).toBeGreaterThanOrEqual(
        values.length,
      );
    },
  );

  it('takes each metric’s median on its own across runs', () => {
    const runs = [
      { lcp: 2000, tbt: 90 },
      { lcp: 1000, tbt: 10 },
      { lcp: 3000, tbt: 50 },
    ];
    expect(medianPerKey(runs)).toEqual({ lcp: 2000, tbt: 50 });
  });
});

describe('percentile', () => {
  it('takes the nearest rank, and is NaN for no figures', () => {
    const hundred = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile([5, 1, 3], 50)).toBe(3);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBeNaN();
  });

  property.prop([fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1 })])(
    'has at least 95 % of the figures at or below it, and is one of them',
    (values) => {
      const p95 = percentile(values, 95);
      expect(values).toContain(p95);
      expect(values.filter((value) => value <= p95).length).toBeGreaterThanOrEqual(
        0.95 * values.length,
      );
    },
  );
});

describe('side-by-side table', () => {
  const budget: Budget = { 'LCP (ssr devtools)': { category: { max: 1500 } } };
  const lcp = (column: string, value: number, metric: string) =>
    check(budget, { metric, where: 'category', value, unit: 'ms', column, row: 'LCP (ms)' });

  it('puts a page’s figure of each column on one line, with the verdict where a rule holds it', () => {
    const table = formatSideBySide(
      [
        lcp('csr devtools', 3100, 'LCP (csr devtools)'),
        lcp('ssr devtools', 1450, 'LCP (ssr devtools)'),
        { ...lcp('ssr devtools', 1, 'unused'), column: undefined },
      ],
      ['csr lantern', 'csr devtools', 'ssr devtools'],
    );
    const [header, , line, ...rest] = table.split('\n');
    expect(header?.split(/\s{2,}/)).toEqual(['page', 'figure', 'csr devtools', 'ssr devtools']);
    expect(line?.split(/\s{2,}/)).toEqual(['category', 'LCP (ms)', '3100', '1450 pass ≤ 1500']);
    expect(rest).toEqual([]);
  });

  it('says when a figure was not measured', () => {
    const table = formatSideBySide(
      [lcp('ssr devtools', NaN, 'LCP (ssr devtools)')],
      ['ssr devtools'],
    );
    expect(table).toContain('not measured FAIL ≤ 1500');
  });
});

describe('budget comparison', () => {
  const budget: Budget = {
    score: { '*': { min: 95 }, search: { min: 90 } },
    bytes: { home: { max: 200 } },
    requests: { '*': { equal: 1 } },
  };

  it('passes figures within a minimum, a maximum or an exact count', () => {
    expect(check(budget, { metric: 'score', where: 'home', value: 95 }).verdict).toBe('pass');
    expect(check(budget, { metric: 'bytes', where: 'home', value: 200 }).verdict).toBe('pass');
    expect(check(budget, { metric: 'requests', where: 'panel', value: 1 }).verdict).toBe('pass');
  });

  it('fails figures beyond them', () => {
    expect(check(budget, { metric: 'score', where: 'home', value: 94 }).verdict).toBe('fail');
    expect(check(budget, { metric: 'bytes', where: 'home', value: 200.1 }).verdict).toBe('fail');
    expect(check(budget, { metric: 'requests', where: 'panel', value: 2 }).verdict).toBe('fail');
    expect(check(budget, { metric: 'requests', where: 'panel', value: 0 }).verdict).toBe('fail');
  });

  it('prefers a page’s own rule to the metric’s `*`', () => {
    const search = check(budget, { metric: 'score', where: 'search', value: 92 });
    expect(search).toMatchObject({ verdict: 'pass', budget: '≥ 90' });
  });

  it('records figures without a rule, and fails a figure that was not measured', () => {
    expect(check(budget, { metric: 'bytes', where: 'search', value: 999 }).verdict).toBe('info');
    expect(check(budget, { metric: 'fcp', where: 'home', value: 1 }).verdict).toBe('info');
    expect(check(budget, { metric: 'score', where: 'home', value: Number.NaN }).verdict).toBe(
      'fail',
    );
  });

  it('passes the run only when no figure fails', () => {
    const pass = check(budget, { metric: 'score', where: 'home', value: 99 });
    const info = check(budget, { metric: 'fcp', where: 'home', value: 1 });
    const fail = check(budget, { metric: 'score', where: 'home', value: 50 });
    expect(allPass([pass, info])).toBe(true);
    expect(allPass([pass, info, fail])).toBe(false);
  });
});

describe('manifest closure', () => {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index-a.js',
      src: 'index.html',
      isEntry: true,
      imports: ['_react.js', '_shared.js'],
      dynamicImports: ['src/page.tsx'],
      css: ['assets/index-a.css'],
    },
    '_react.js': { file: 'assets/react-b.js', name: 'react' },
    // A cycle between shared chunks must not loop.
    '_shared.js': { file: 'assets/shared-c.js', name: 'shared', imports: ['_util.js'] },
    '_util.js': { file: 'assets/util-d.js', name: 'util', imports: ['_shared.js'] },
    'src/page.tsx': {
      file: 'assets/page-e.js',
      src: 'src/page.tsx',
      isDynamicEntry: true,
      imports: ['_shared.js', '_lazy-only.js'],
      css: ['assets/page-e.css'],
    },
    '_lazy-only.js': { file: 'assets/lazy-only-f.js', name: 'lazy-only' },
  };

  it('follows static imports from the entry, not dynamic ones', () => {
    const keys = staticClosure(manifest, entryKeys(manifest));
    expect(keys.sort()).toEqual(['_react.js', '_shared.js', '_util.js', 'index.html']);
    expect(filesOf(manifest, keys)).toEqual({
      js: expect.arrayContaining([
        'assets/index-a.js',
        'assets/react-b.js',
        'assets/shared-c.js',
        'assets/util-d.js',
      ]),
      css: ['assets/index-a.css'],
    });
  });

  it('gives a lazy page its own static imports', () => {
    expect(staticClosure(manifest, ['src/page.tsx']).sort()).toEqual(
      ['_lazy-only.js', '_shared.js', '_util.js', 'src/page.tsx'].sort(),
    );
  });

  it('maps a loaded file, script or style sheet, back to its chunk', () => {
    expect(chunkOfFile(manifest, '/assets/page-e.js')).toBe('src/page.tsx');
    expect(chunkOfFile(manifest, '/assets/page-e.css')).toBe('src/page.tsx');
    expect(chunkOfFile(manifest, '/assets/unknown.js')).toBeUndefined();
    expect(chunkLabel(manifest, 'index.html')).toBe('index.html (entry)');
    expect(chunkLabel(manifest, '_react.js')).toBe('react');
  });
});

describe('the budget file', () => {
  const budget = JSON.parse(
    readFileSync(new URL('../../bench/budget.json', import.meta.url), 'utf8'),
  ) as Budget;
  const lighthouse = [
    'lighthouse performance',
    'lighthouse accessibility',
    'lighthouse best-practices',
    'lighthouse seo',
    'LCP',
    'FCP',
    'TBT',
    'CLS',
  ];

  it('judges no information column: not the client-rendered build, Lantern or the first visit', () => {
    // bench/lighthouse.ts's names: the csr Lantern column's are bare, the others say their column.
    const information = ['csr devtools', 'ssr lantern', 'ssr first visit'];
    const names = [
      ...lighthouse,
      ...information.flatMap((column) => lighthouse.map((base) => `${base} (${column})`)),
      'lighthouse performance ssr − csr (lantern)',
      'first-load JS gzip (http)',
      'first-load JS gzip (memory)',
    ];
    expect(Object.keys(budget).filter((metric) => names.includes(metric))).toEqual([]);
  });

  it('holds what a phone waits for on every page the interactive part loads', () => {
    for (const metric of ['interactive', 'first-load JS (ssr http)']) {
      for (const page of ['home', 'category', 'product']) {
        expect(ruleFor(budget, { metric, where: page, value: 0 })).toBeDefined();
      }
    }
    expect(budget['longest task to interactive']?.['*']).toEqual({ max: 100 });
    expect(budget.INP?.['*']).toEqual({ max: 100 });
  });
});
