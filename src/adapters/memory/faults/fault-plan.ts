import { err, ok, type Result } from '@/domain/result';

/**
 * The ports QA can make fail (docs/architecture.md#run-modes). The names are what a tester types in
 * `?faults=cart:500,search:timeout,content:invalid`.
 */
export const FAULT_PORTS = [
  'cart',
  /** Only the cart's payment result: the checkout works, paying fails. */
  'payment',
  'catalog',
  'market',
  'account',
  'route',
  'content',
  'search',
  'marketing',
] as const;

export type FaultPort = (typeof FAULT_PORTS)[number];

/** How a port fails: each maps to one GatewayError kind. */
export type Fault =
  | { readonly kind: 'status'; readonly status: number }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'network' }
  | { readonly kind: 'invalid' };

/** Which ports fail and how, and how long every answer waits first. */
export interface FaultPlan {
  readonly faults: Readonly<Partial<Record<FaultPort, Fault>>>;
  readonly latencyMs: number;
}

export const NO_FAULTS: FaultPlan = { faults: {}, latencyMs: 0 };

/** A plan where one port fails one way. */
export function faultPlan(port: FaultPort, fault: Fault, latencyMs = 0): FaultPlan {
  return { faults: { [port]: fault }, latencyMs };
}

const MAX_LATENCY_MS = 60_000;

/**
 * Reads `faults` and `latency` from a query string. `faults` is a comma list of `port:how`
 * where how is an HTTP status (400–599), `timeout`, `network` or `invalid`; `latency` is
 * milliseconds. Anything else is a clear error naming what was wrong, so a typo in a QA link
 * is not silently ignored.
 */
export function parseFaultPlan(params: URLSearchParams): Result<FaultPlan, string> {
  const faults: Partial<Record<FaultPort, Fault>> = {};
  for (const entry of splitList(params.get('faults'))) {
    const [port, how, ...rest] = entry.split(':');
    if (!isFaultPort(port)) {
      return err(`Unknown port "${port}" in faults; use one of ${FAULT_PORTS.join(', ')}`);
    }
    const fault = rest.length === 0 ? parseFault(how ?? '') : undefined;
    if (!fault)
      return err(
        `Unknown fault "${entry}"; use port:500, port:timeout, port:network or port:invalid`,
      );
    faults[port] = fault;
  }
  const latency = params.get('latency');
  if (latency === null || latency === '') return ok({ faults, latencyMs: 0 });
  const latencyMs = Number(latency);
  if (!Number.isInteger(latencyMs) || latencyMs < 0 || latencyMs > MAX_LATENCY_MS) {
    return err(`latency must be whole milliseconds from 0 to ${MAX_LATENCY_MS}, not "${latency}"`);
  }
  return ok({ faults, latencyMs });
}

/** The query string `parseFaultPlan` reads back into the same plan. */
export function formatFaultPlan(plan: FaultPlan): string {
  const params = new URLSearchParams();
  const faults = FAULT_PORTS.flatMap((port) => {
    const fault = plan.faults[port];
    return fault ? [`${port}:${fault.kind === 'status' ? fault.status : fault.kind}`] : [];
  });
  if (faults.length > 0) params.set('faults', faults.join(','));
  if (plan.latencyMs > 0) params.set('latency', String(plan.latencyMs));
  return params.toString();
}

function splitList(value: string | null): readonly string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

function isFaultPort(value: string | undefined): value is FaultPort {
  return (FAULT_PORTS as readonly (string | undefined)[]).includes(value);
}

function parseFault(how: string): Fault | undefined {
  if (how === 'timeout' || how === 'network' || how === 'invalid') return { kind: how };
  const status = Number(how);
  return /^\d{3}$/.test(how) && status >= 400 && status <= 599
    ? { kind: 'status', status }
    : undefined;
}
