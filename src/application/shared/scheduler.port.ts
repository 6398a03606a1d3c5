export const Scheduler = Symbol('Scheduler');

/** Stops a scheduled task; calling it again, or after the task ran, does nothing. */
export type Cancel = () => void;

/**
 * Every delay the stores wait for — debounce, auto-close, countdown ticks, the impression
 * queue (docs/product.md#panels, docs/product.md#constants-and-limits) — goes through this one
 * port, so stores hold no timers of their own and tests drive time with fake timers
 * (docs/architecture.md#stores, docs/architecture.md#server-rendering).
 */
export interface Scheduler {
  /** Runs `task` once, `ms` from now. */
  after(ms: number, task: () => void): Cancel;
  /** Runs `task` every `ms` until cancelled. */
  every(ms: number, task: () => void): Cancel;
}
