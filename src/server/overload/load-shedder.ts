/** When the server stops taking renders (docs/operations.md#overload). */
export interface SheddingLimits {
  /** Renders under way at once, beyond which a page is answered without one. */
  readonly rendersInFlight: number;
  /** The event loop's delay, in ms, beyond which a page is answered without a render. */
  readonly eventLoopDelayMs: number;
}

/** How long after the last shed answer the server still says it is shedding (to `/readyz`). */
export const SHEDDING_HOLD_MS = 1000;

/**
 * Decides whether the server takes on another render (docs/operations.md#overload). Renders
 * interleave: each one taken on beyond what the cores can do slows every render under way, so a
 * request that waits behind a hundred others waits seconds for nothing. Past either limit the
 * server answers at once, without a render, and says it is shedding for a moment after, so a load
 * balancer sends the next requests elsewhere.
 */
export class LoadShedder {
  private running = 0;
  private lastShedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly limits: SheddingLimits,
    /** The event loop's recent delay, in ms. */
    private readonly eventLoopDelayMs: () => number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Renders under way. */
  get inFlight(): number {
    return this.running;
  }

  /**
   * Takes on a render, or refuses it (false) when the server is past a limit. A render taken on
   * must be given back with `finished`.
   */
  admit(): boolean {
    if (this.overloaded()) {
      this.lastShedAt = this.now();
      return false;
    }
    this.running += 1;
    return true;
  }

  finished(): void {
    this.running = Math.max(0, this.running - 1);
  }

  /** Whether the server is shedding: past a limit now, or it shed an answer a moment ago. */
  get shedding(): boolean {
    return this.overloaded() || this.now() - this.lastShedAt < SHEDDING_HOLD_MS;
  }

  private overloaded(): boolean {
    return (
      this.running >= this.limits.rendersInFlight ||
      this.eventLoopDelayMs() >= this.limits.eventLoopDelayMs
    );
  }
}
