import { describe, expect, it } from 'vitest';
import { watchEventLoopDelay } from '@/server/overload/event-loop-delay';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the event loop delay the shedding reads', () => {
  it('sees a loop held up by work, and forgets it once the loop is free again', async () => {
    const delay = watchEventLoopDelay();
    await wait(600);
    // A render's worth of synchronous work, many times over.
    const until = performance.now() + 600;
    while (performance.now() < until) {
      // The loop is held here, as by renders that never yield.
    }
    await wait(150);
    expect(delay.current()).toBeGreaterThan(100);
    await wait(1200);
    expect(delay.current()).toBeLessThan(100);
  });
});
