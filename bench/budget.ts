/** One line of bench/budget.json: a metric held to at least (`min`), at most (`max`) or `equal`. */
export interface BudgetRule {
  readonly min?: number;
  readonly max?: number;
  readonly equal?: number;
}

/** bench/budget.json: metric → page or route (`*` for all) → rule. */
export type Budget = Readonly<Record<string, Readonly<Record<string, BudgetRule>>>>;

/** A measured figure: which metric, where, its value and unit. */
export interface Figure {
  readonly metric: string;
  readonly where: string;
  readonly value: number;
  readonly unit?: string;
  /**
   * Where the side-by-side table shows it: its column (`ssr devtools`) and row (`LCP (ms)`), for
   * figures taken of both targets; figures without them are listed one a line.
   */
  readonly column?: string;
  readonly row?: string;
}

export type Verdict = 'pass' | 'fail' | 'info';

export interface Checked extends Figure {
  readonly budget: string;
  readonly verdict: Verdict;
}

/** The rule for a figure: its page's own, else the metric's `*`; none means recorded only. */
export function ruleFor(budget: Budget, figure: Figure): BudgetRule | undefined {
  const rules = budget[figure.metric];
  return rules?.[figure.where] ?? rules?.['*'];
}

/** Holds a figure to its rule; a figure that was not measured (NaN) fails a rule it has. */
export function check(budget: Budget, figure: Figure): Checked {
  const rule = ruleFor(budget, figure);
  if (!rule) return { ...figure, budget: '', verdict: 'info' };
  const parts: string[] = [];
  let ok = Number.isFinite(figure.value);
  if (rule.min !== undefined) {
    parts.push(`≥ ${rule.min}`);
    ok &&= figure.value >= rule.min;
  }
  if (rule.max !== undefined) {
    parts.push(`≤ ${rule.max}`);
    ok &&= figure.value <= rule.max;
  }
  if (rule.equal !== undefined) {
    parts.push(`= ${rule.equal}`);
    ok &&= figure.value === rule.equal;
  }
  return { ...figure, budget: parts.join(' '), verdict: ok ? 'pass' : 'fail' };
}

/** Whether every figure with a rule met it. */
export function allPass(checked: readonly Checked[]): boolean {
  return checked.every((figure) => figure.verdict !== 'fail');
}
