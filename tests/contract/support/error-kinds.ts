import { describe, expect, it } from 'vitest';
import type { Fault } from '@/adapters/memory/faults/fault-plan';
import { GatewayError, type GatewayErrorKind } from '@/application/shared/gateway-error';

/** Builds the gateway under test so that every call to its port fails with `fault`. */
export type MakeFaulty<T> = (fault: Fault) => Promise<T>;

const CASES: readonly (readonly [string, Fault, GatewayErrorKind])[] = [
  ['a server error', { kind: 'status', status: 500 }, 'status'],
  ['silence past the timeout', { kind: 'timeout' }, 'timeout'],
  ['a dropped connection', { kind: 'network' }, 'network'],
  ['a body that breaks the schema', { kind: 'invalid' }, 'invalid-response'],
];

/**
 * docs/product.md#errors / docs/architecture.md#ports: whatever goes wrong, a port rejects with a
 * GatewayError of the matching kind, never with anything else. Run for each call of a port, on both
 * sides.
 */
export function describeErrorKinds<T>(
  what: string,
  makeFaulty: MakeFaulty<T>,
  call: (gateway: T) => Promise<unknown>,
) {
  describe(`${what} fails as a typed gateway error`, () => {
    it.each(CASES)('on %s', async (_name, fault, kind) => {
      const failing = call(await makeFaulty(fault));
      await expect(failing).rejects.toBeInstanceOf(GatewayError);
      await expect(failing).rejects.toMatchObject({ kind });
      if (kind === 'status') await expect(failing).rejects.toMatchObject({ status: 500 });
    });
  });
}
