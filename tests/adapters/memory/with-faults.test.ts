import { afterEach, describe, expect, it, vi } from 'vitest';
import { faultPlan, NO_FAULTS } from '@/adapters/memory/faults/fault-plan';
import { withFaults } from '@/adapters/memory/faults/with-faults';

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
  afterEach(() => {
    vi.useRealTimers();
  });

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

  it('fails a faked cart 409 as over stock, as the HTTP adapter maps the backend’s', async () => {
    const overStock = faultPlan('cart', { kind: 'status', status: 409 });
    await expect(withFaults(new Counter(), 'cart', overStock).next()).rejects.toMatchObject({
      kind: 'cart/over-stock',
      status: 409,
    });
    const conflict = faultPlan('account', { kind: 'status', status: 409 });
    await expect(withFaults(new Counter(), 'account', conflict).next()).rejects.toMatchObject({
      kind: 'status',
      status: 409,
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

  it('in memory mode, a timeout rejects at once instead of waiting the real 10 s', async () => {
    vi.useFakeTimers();
    const counter = new Counter();
    const silent = withFaults(counter, 'account', faultPlan('account', { kind: 'timeout' }));
    // No timer is ever advanced: the rejection may only need the microtask queue.
    await expect(silent.next()).rejects.toMatchObject({ name: 'GatewayError', kind: 'timeout' });
    expect(vi.getTimerCount()).toBe(0);
    expect(counter.count).toBe(0);
  });

  it('in memory mode, a timeout still waits the latency first', async () => {
    vi.useFakeTimers();
    const silent = withFaults(new Counter(), 'cart', {
      faults: { cart: { kind: 'timeout' } },
      latencyMs: 400,
    });
    let settled = false;
    const answer = silent.next().catch((error: unknown) => {
      settled = true;
      return error;
    });
    await vi.advanceTimersByTimeAsync(399);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toMatchObject({ kind: 'timeout' });
  });

  it('keeps plain properties readable', () => {
    const counter = withFaults(new Counter(), 'cart', faultPlan('cart', { kind: 'invalid' }));
    expect(counter.count).toBe(0);
  });
});
