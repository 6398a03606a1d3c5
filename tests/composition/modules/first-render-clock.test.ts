import { describe, expect, it } from 'vitest';
import { VisitorGate } from '@/application/shared/visitor-gate';
import { FirstRenderClock } from '@/composition/modules/first-render-clock';

describe('the clock of a server-rendered page', () => {
  it('shows the server’s render time until open, the clock’s after', () => {
    const gate = new VisitorGate(false);
    const clock = new FirstRenderClock({ now: () => 5_000 }, 1_000, gate);
    expect(clock.now()).toBe(1_000);
    gate.open();
    expect(clock.now()).toBe(5_000);
  });
});
