import { describe, expect, it } from 'vitest';
import { BoundedWait } from '@/application/shared/bounded-wait';
import type { Scheduler } from '@/application/shared/scheduler.port';
import { VisitorGate } from '@/application/shared/visitor-gate';
import { WishlistStore } from '@/application/wishlist/wishlist.store';
import { MemoryKeyValueStorage } from '@/adapters/memory/key-value-storage.memory';
import { MemoryScheduler } from '@/adapters/memory/scheduler.memory';

describe('the visitor gate', () => {
  it('keeps the stored wishlist out of the first render, and shows it once open', () => {
    const gate = new VisitorGate(false);
    const storage = new MemoryKeyValueStorage({ wishlist: '["12","7"]' });
    const wishlist = new WishlistStore(storage, gate);
    expect(wishlist.ids).toEqual([]);
    gate.open();
    expect(wishlist.ids).toEqual(['12', '7']);
  });

  it('settles `opened` only once open', async () => {
    const gate = new VisitorGate(false);
    let opened = false;
    void gate.opened().then(() => (opened = true));
    await Promise.resolve();
    expect(opened).toBe(false);
    gate.open();
    await gate.opened();
    expect(opened).toBe(true);
  });
});

describe('a bounded wait', () => {
  /** A scheduler whose timers fire when told. */
  function manualScheduler(): Scheduler & { fire(): void } {
    const tasks: (() => void)[] = [];
    return {
      after: (_, task) => {
        tasks.push(task);
        return () => tasks.splice(tasks.indexOf(task), 1);
      },
      every: () => () => undefined,
      fire: () => tasks.splice(0).forEach((task) => task()),
    };
  }

  it('gives up when its time has passed', async () => {
    const scheduler = manualScheduler();
    const waiting = new BoundedWait(scheduler).atMost(new Promise(() => undefined), 300);
    scheduler.fire();
    await expect(waiting).resolves.toBeUndefined();
  });

  it('waits for the work where timers never fire, as on the server, failed work too', async () => {
    let finish!: () => void;
    const work = new Promise<void>((resolve) => (finish = resolve));
    let settled = false;
    const waiting = new BoundedWait(new MemoryScheduler()).atMost(work, 300).then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    finish();
    await waiting;
    expect(settled).toBe(true);
    await expect(
      new BoundedWait(new MemoryScheduler()).atMost(Promise.reject(new Error('x')), 300),
    ).resolves.toBeUndefined();
  });
});
