import { describe, expect, it } from 'vitest';
import { faultPlan, NO_FAULTS } from '../../../src/adapters/memory/faults/fault-plan';
import { withFaults } from '../../../src/adapters/memory/faults/with-faults';

class Counter {
  count = 0;
  async next(): Promise<number> {
    this.count += 1;
    return this.count;
  }
}

const recordingSleep = () => {
  const waits: number[] = [];
  return { waits, timing: { timeoutMs: 700, sleep: async (ms: number) => void waits.push(ms) } };
};

describe('withFaults', () => {
  it('returns the fake itself when nothing is switched on', () => {
    const counter = new Counter();
    expect(withFaults(counter, 'cart', NO_FAULTS)).toBe(counter);
  });

  it('waits the latency, then answers as the fake does', async () => {
    const { waits, timing } = recordingSleep();
    const slow = withFaults(new Counter(), 'cart', { faults: {}, latencyMs: 250 }, timing);
    await expect(slow.next()).resolves.toBe(1);
    await expect(slow.next()).resolves.toBe(2);
    expect(waits).toEqual([250, 250]);
  });

  it('fails only the port it is aimed at', async () => {
    const plan = faultPlan('search', { kind: 'status', status: 503 });
    await expect(withFaults(new Counter(), 'cart', plan).next()).resolves.toBe(1);
    await expect(withFaults(new Counter(), 'search', plan).next()).rejects.toMatchObject({
      kind: 'status',
      status: 503,
    });
  });

  it('never reaches the fake when failing', async () => {
    const counter = new Counter();
    const failing = withFaults(counter, 'cart', faultPlan('cart', { kind: 'network' }));
    await expect(failing.next()).rejects.toMatchObject({ kind: 'network' });
    expect(counter.count).toBe(0);
  });

  it('times out after the client timeout', async () => {
    const { waits, timing } = recordingSleep();
    const silent = withFaults(
      new Counter(),
      'cart',
      faultPlan('cart', { kind: 'timeout' }),
      timing,
    );
    await expect(silent.next()).rejects.toMatchObject({ kind: 'timeout' });
    expect(waits).toEqual([700]);
  });

  it('keeps plain properties readable', () => {
    const counter = withFaults(new Counter(), 'cart', faultPlan('cart', { kind: 'invalid' }));
    expect(counter.count).toBe(0);
  });
});
