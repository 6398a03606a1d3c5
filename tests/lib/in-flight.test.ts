import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { InFlight } from '@/lib/in-flight';

/** A task whose answer the test gives when it chooses, counting how often it was started. */
function heldTask<V>() {
  let starts = 0;
  let settle: { resolve: (value: V) => void; reject: (error: unknown) => void } | undefined;
  const task = () => {
    starts += 1;
    return new Promise<V>((resolve, reject) => {
      settle = { resolve, reject };
    });
  };
  return {
    task,
    starts: () => starts,
    resolve: (value: V) => settle?.resolve(value),
    reject: (error: unknown) => settle?.reject(error),
  };
}

describe('InFlight', () => {
  const make = () => new InFlight<string, unknown>();

  test.prop([fc.string(), fc.integer({ min: 1, max: 8 }), fc.anything()])(
    'runs the task once for calls made while it is under way, and all get its answer',
    async (key, calls, answer) => {
      const inFlight = make();
      const held = heldTask<unknown>();
      const promises = Array.from({ length: calls }, () => inFlight.run(key, held.task));
      expect(held.starts()).toBe(1);
      expect(inFlight.has(key)).toBe(true);
      held.resolve(answer);
      const answers = await Promise.all(promises);
      expect(answers).toEqual(Array.from({ length: calls }, () => answer));
      expect(new Set(promises).size).toBe(1);
    },
  );

  test.prop([fc.string(), fc.integer({ min: 1, max: 5 }), fc.anything(), fc.anything()])(
    'forgets a settled task: the next call runs it again',
    async (key, rounds, first, second) => {
      const inFlight = make();
      const held = heldTask<unknown>();
      for (let round = 1; round <= rounds; round += 1) {
        const running = inFlight.run(key, held.task);
        held.resolve(round === 1 ? first : second);
        await expect(running).resolves.toEqual(round === 1 ? first : second);
        expect(inFlight.has(key)).toBe(false);
        expect(held.starts()).toBe(round);
      }
    },
  );

  test.prop([fc.string(), fc.integer({ min: 1, max: 8 }), fc.string()])(
    'shares a rejection with every caller, then forgets it',
    async (key, calls, message) => {
      const inFlight = make();
      const held = heldTask<unknown>();
      const failure = new Error(message);
      const promises = Array.from({ length: calls }, () => inFlight.run(key, held.task));
      held.reject(failure);
      const outcomes = await Promise.allSettled(promises);
      expect(outcomes).toEqual(
        Array.from({ length: calls }, () => ({ status: 'rejected', reason: failure })),
      );
      expect(inFlight.has(key)).toBe(false);
      void inFlight.run(key, held.task);
      expect(held.starts()).toBe(2);
    },
  );

  test.prop([fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 6 })])(
    'runs one task per key: other keys do not share it',
    async (keys) => {
      const inFlight = make();
      const held = keys.map(() => heldTask<string>());
      const promises = keys.map((key, index) => inFlight.run(key, held[index]!.task));
      keys.forEach((key, index) => held[index]!.resolve(key));
      await expect(Promise.all(promises)).resolves.toEqual(keys);
      expect(held.map(({ starts }) => starts())).toEqual(keys.map(() => 1));
    },
  );

  test.prop([fc.string(), fc.string()])(
    'rejects, and forgets, a task that throws before it returns a promise',
    async (key, message) => {
      const inFlight = make();
      const failure = new Error(message);
      await expect(
        inFlight.run(key, () => {
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect(inFlight.has(key)).toBe(false);
    },
  );
});
