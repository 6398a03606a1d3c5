export const Scheduler = Symbol('Scheduler');

/** Stops a scheduled task; calling it again, or after the task ran, does nothing. */
export type Cancel = () => void;

/**
 * Every delay the stores wait for — debounce, auto-close, countdown ticks, the impression
 * queue (SPEC §4, §9) — goes through this one port, so stores hold no timers of their own and
 * tests drive time with fake timers (ARCHITECTURE §4, §8).
 */
export interface Scheduler {
  /** Runs `task` once, `ms` from now. */
  after(ms: number, task: () => void): Cancel;
  /** Runs `task` every `ms` until cancelled. */
  every(ms: number, task: () => void): Cancel;
}
