import { fc, test as property } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  blockingTime,
  contentLcp,
  interactionLatency,
  longestTask,
  type EventEntry,
  type LongTask,
} from '../../bench/interactive-metrics';

const task = (startTime: number, duration: number): LongTask => ({ startTime, duration });
const event = (interactionId: number, startTime: number, duration: number): EventEntry => ({
  name: 'pointerup',
  interactionId,
  startTime,
  duration,
});

describe('blocking time after FCP', () => {
  it('sums each long task’s part over 50 ms between FCP and interactive', () => {
    expect(blockingTime([task(1000, 120), task(2000, 60), task(3000, 50)], 900, 4000)).toBe(80);
  });

  it('clips a task to the window before taking its excess, as total blocking time does', () => {
    // 200 ms task, 150 ms of it after FCP: 100 blocking; one past interactive counts to it.
    expect(blockingTime([task(850, 200)], 900, 4000)).toBe(100);
    expect(blockingTime([task(3900, 300)], 900, 4000)).toBe(50);
    expect(blockingTime([task(100, 300), task(5000, 300)], 900, 4000)).toBe(0);
  });

  it('is unmeasured without FCP or interactive', () => {
    expect(blockingTime([task(1000, 120)], Number.NaN, 4000)).toBeNaN();
    expect(blockingTime([task(1000, 120)], 900, Number.NaN)).toBeNaN();
  });

  property.prop([
    fc.array(fc.record({ startTime: fc.nat(10_000), duration: fc.integer({ min: 50, max: 900 }) })),
  ])('never exceeds the window, nor the tasks’ own excess', (tasks) => {
    const total = blockingTime(tasks, 1000, 6000);
    expect(total).toBeGreaterThanOrEqual(0);
    expect(total).toBeLessThanOrEqual(5000);
    expect(total).toBeLessThanOrEqual(tasks.reduce((sum, one) => sum + one.duration - 50, 0));
  });
});

describe('longest task to interactive', () => {
  it('takes the longest task begun before interactive, whole', () => {
    expect(longestTask([task(100, 80), task(1900, 300), task(2500, 900)], 2000)).toBe(300);
  });

  it('is 0 when no task was long, and unmeasured without interactive', () => {
    expect(longestTask([], 2000)).toBe(0);
    expect(longestTask([task(100, 80)], Number.NaN)).toBeNaN();
  });
});

describe('interaction latency (INP)', () => {
  it('groups entries by interaction and takes the slowest interaction’s longest entry', () => {
    const entries = [
      event(7, 5000, 40),
      event(7, 5001, 96),
      { ...event(8, 5400, 56), name: 'click' },
      event(8, 5400, 24),
    ];
    expect(interactionLatency(entries, 4900)).toBe(96);
  });

  it('leaves out entries of no interaction and entries before the timed tap', () => {
    const entries = [event(0, 5000, 300), event(3, 1000, 400), event(4, 5000, 32)];
    expect(interactionLatency(entries, 4900)).toBe(32);
  });

  it('has no figure when no entry reached the threshold', () => {
    expect(interactionLatency([], 0)).toBeUndefined();
    expect(interactionLatency([event(0, 5000, 200)], 0)).toBeUndefined();
  });
});

describe('content LCP', () => {
  it('is the largest paint outside a dialog', () => {
    const paints = [
      { startTime: 800, size: 100, inDialog: false },
      { startTime: 1400, size: 5000, inDialog: false },
      { startTime: 9000, size: 90_000, inDialog: true },
    ];
    expect(contentLcp(paints)).toBe(1400);
  });

  it('is unmeasured when every paint was a dialog’s', () => {
    expect(contentLcp([{ startTime: 9000, size: 9, inDialog: true }])).toBeNaN();
  });
});
