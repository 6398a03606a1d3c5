import * as fc from 'fast-check';
import { test as vitestTest } from 'vitest';

/**
 * `@fast-check/vitest` as the domain's tests use it (`test(…)`, `test.prop([arbitraries], params)`
 * and `fc`), for mutation runs only (vitest.mutation.config.ts aliases the package here).
 *
 * Why: the package builds its `test` by walking every chain of vitest's modifiers when it is
 * imported, which takes ~1.5 s of CPU. Stryker starts a fresh vitest worker for each mutant, so
 * every mutant paid it again: ~2.3 s a mutant, over two hours for the domain. Here a property is
 * `fc.assert` over `fc.asyncProperty`, as the package runs it; its names carry no seed, which the
 * fixed seed of mutation-setup.ts makes unneeded.
 */
type Values = [unknown, ...unknown[]];

function prop<Ts extends unknown[]>(
  arbitraries: { [K in keyof Ts]: fc.Arbitrary<Ts[K]> },
  params?: fc.Parameters<Ts>,
) {
  return (name: string, predicate: (...args: Ts) => unknown, timeout?: number): void => {
    vitestTest(
      name,
      () =>
        fc.assert(
          fc.asyncProperty(
            ...(arbitraries as unknown as [fc.Arbitrary<unknown>, ...fc.Arbitrary<unknown>[]]),
            async (...args: unknown[]) => {
              const held = await predicate(...(args as Ts));
              return held === false ? false : undefined;
            },
          ),
          params as fc.Parameters<Values> | undefined,
        ),
      timeout,
    );
  };
}

export const test = Object.assign((...args: Parameters<typeof vitestTest>) => vitestTest(...args), {
  prop,
});

export { fc };
