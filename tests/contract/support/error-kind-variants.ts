import { describe, expect, it } from 'vitest';
import type { Fault } from '@/adapters/memory/faults/fault-plan';
import { GatewayError, type GatewayErrorKind } from '@/application/shared/gateway-error';
import type { MakeFaulty } from './error-kinds';

const FAULTS: readonly (readonly [string, Fault])[] = [
  ['a server error', { kind: 'status', status: 500 }],
  ['silence past the timeout', { kind: 'timeout' }],
  ['a dropped connection', { kind: 'network' }],
  ['a body that breaks the schema', { kind: 'invalid' }],
];

const TRANSPORT_FAULTS: readonly (readonly [string, Fault, GatewayErrorKind])[] = [
  ['a server error', { kind: 'status', status: 500 }, 'status'],
  ['silence past the timeout', { kind: 'timeout' }, 'timeout'],
  ['a dropped connection', { kind: 'network' }, 'network'],
];

/**
 * For a call that never fails (docs/product.md#route-lookup "Route lookup errors are
 * swallowed"): whatever goes wrong, it resolves to `null`. The sibling of `describeErrorKinds`, run
 * on both sides.
 */
export function describeSwallowedErrors<T>(
  what: string,
  makeFaulty: MakeFaulty<T>,
  call: (gateway: T) => Promise<unknown>,
) {
  describe(`${what} swallows every failure as null`, () => {
    it.each(FAULTS)('on %s', async (_name, fault) => {
      await expect(call(await makeFaulty(fault))).resolves.toBeNull();
    });
  });
}

/**
 * For a call whose answer is not read (docs/product.md#newsletter-and-back-in-stock newsletter): a
 * status, silence or a dropped connection still reject with the matching GatewayError kind; a
 * broken body cannot, so it is left to the side's own test.
 */
export function describeTransportErrorKinds<T>(
  what: string,
  makeFaulty: MakeFaulty<T>,
  call: (gateway: T) => Promise<unknown>,
) {
  describe(`${what} fails as a typed gateway error`, () => {
    it.each(TRANSPORT_FAULTS)('on %s', async (_name, fault, kind) => {
      const failing = call(await makeFaulty(fault));
      await expect(failing).rejects.toBeInstanceOf(GatewayError);
      await expect(failing).rejects.toMatchObject({ kind });
      if (kind === 'status') await expect(failing).rejects.toMatchObject({ status: 500 });
    });
  });
}
