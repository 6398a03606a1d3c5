import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  FAULT_PORTS,
  formatFaultPlan,
  parseFaultPlan,
  type Fault,
  type FaultPlan,
} from '@/adapters/memory/faults/fault-plan';

const fault: fc.Arbitrary<Fault> = fc.oneof(
  fc.integer({ min: 400, max: 599 }).map((status) => ({ kind: 'status' as const, status })),
  fc.constantFrom<Fault>({ kind: 'timeout' }, { kind: 'network' }, { kind: 'invalid' }),
);

const plan: fc.Arbitrary<FaultPlan> = fc.record({
  faults: fc.dictionary(fc.constantFrom(...FAULT_PORTS), fault),
  latencyMs: fc.integer({ min: 0, max: 60_000 }),
});

const parse = (query: string) => parseFaultPlan(new URLSearchParams(query));

describe('fault switches (docs/architecture.md#run-modes)', () => {
  test.prop([plan])('reads back every plan it writes', (written) => {
    const read = parse(formatFaultPlan(written));
    expect(read).toEqual({ ok: true, value: written });
  });

  it('reads a plan with a status, a timeout, an invalid answer and a latency', () => {
    expect(parse('faults=cart:500,search:timeout,content:invalid&latency=400')).toEqual({
      ok: true,
      value: {
        faults: {
          cart: { kind: 'status', status: 500 },
          search: { kind: 'timeout' },
          content: { kind: 'invalid' },
        },
        latencyMs: 400,
      },
    });
  });

  it('is no plan at all without the parameters', () => {
    expect(parse('')).toEqual({ ok: true, value: { faults: {}, latencyMs: 0 } });
  });

  it.each([
    ['faults=basket:500', /Unknown port "basket"/],
    ['faults=cart:200', /Unknown fault "cart:200"/],
    ['faults=cart:slow', /Unknown fault "cart:slow"/],
    ['faults=cart', /Unknown fault "cart"/],
    ['faults=cart:500:1', /Unknown fault/],
    ['latency=fast', /latency must be whole milliseconds/],
    ['latency=-5', /latency must be whole milliseconds/],
    ['latency=60001', /latency must be whole milliseconds/],
  ])('names what is wrong in %s', (query, message) => {
    const read = parse(query);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatch(message);
  });
});
