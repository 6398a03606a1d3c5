import type { Clock } from '@/application/shared/clock.port';
import type { VisitorGate } from '@/application/shared/visitor-gate';

/**
 * The clock of a server-rendered page in the browser: the server's render time until the visitor
 * gate opens, so a countdown's first render equals the server's text; the real time after, and
 * whatever read the clock while rendering renders again with it.
 */
export class FirstRenderClock implements Clock {
  constructor(
    private readonly clock: Clock,
    private readonly renderedAt: number,
    private readonly gate: VisitorGate,
  ) {}

  now(): number {
    return this.gate.isOpen ? this.clock.now() : this.renderedAt;
  }
}
