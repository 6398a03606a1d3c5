import { cartRefusalKind } from '@/adapters/shared/cart-refusals';
import { GatewayError, type GatewayErrorKind } from '@/application/shared/gateway-error';
import type { Fault, FaultPlan, FaultPort } from './fault-plan';

/**
 * How long a faked timeout waits before it rejects (0: not at all) and how waiting is done.
 * Contract tests wait a short client timeout to compare with the HTTP adapters' real one.
 */
export interface FaultTiming {
  readonly timeoutMs: number;
  readonly sleep: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Memory mode's timing: a faked timeout rejects at once (after the plan's latency) with the
 * same `timeout` GatewayError the HTTP adapters raise when their client gives up, instead of
 * holding QA and the browser tests for the real 10 s (30 s for the account service). The wait
 * itself is what `latency` is for.
 */
export const DEFAULT_FAULT_TIMING: FaultTiming = { timeoutMs: 0, sleep: realSleep };

/**
 * Wraps a fake so every method waits the plan's latency and then fails as the plan says for
 * `port` — with the same GatewayError kinds the HTTP adapters raise (docs/architecture.md#ports,
 * docs/architecture.md#run-modes). A port without a fault only gets the latency; a plan without
 * either returns the fake as is.
 */
export function withFaults<T extends object>(
  gateway: T,
  port: FaultPort,
  plan: FaultPlan,
  timing: FaultTiming = DEFAULT_FAULT_TIMING,
): T {
  const fault = plan.faults[port];
  if (!fault && plan.latencyMs === 0) return gateway;
  return new Proxy(gateway, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        if (plan.latencyMs > 0) await timing.sleep(plan.latencyMs);
        if (fault) throw await failure(fault, port, `${port}.${String(property)}`, timing);
        return (value as (...inner: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/**
 * Fails only `methods` of a fake as the plan says for `port`, without latency: a port inside
 * another (the cart's payment result inside the cart), whose wrapper already waits the latency.
 */
export function withFaultsOn<T extends object>(
  gateway: T,
  port: FaultPort,
  plan: FaultPlan,
  methods: readonly (keyof T & string)[],
  timing: FaultTiming = DEFAULT_FAULT_TIMING,
): T {
  const fault = plan.faults[port];
  if (!fault) return gateway;
  return new Proxy(gateway, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (!(methods as readonly (string | symbol)[]).includes(property)) return value.bind(target);
      return async () => {
        throw await failure(fault, port, `${port}.${String(property)}`, timing);
      };
    },
  });
}

async function failure(
  fault: Fault,
  port: FaultPort,
  what: string,
  timing: FaultTiming,
): Promise<GatewayError> {
  switch (fault.kind) {
    case 'status':
      return new GatewayError(statusKind(port, fault.status), `${what} answered ${fault.status}`, {
        status: fault.status,
        responseText: `Faked ${fault.status}`,
      });
    case 'timeout':
      if (timing.timeoutMs > 0) await timing.sleep(timing.timeoutMs);
      return new GatewayError('timeout', `${what} timed out`);
    case 'network':
      return new GatewayError('network', `${what} could not be reached: faked network failure`);
    case 'invalid':
      return new GatewayError('invalid-response', `${what} sent an unexpected body (faked)`, {
        status: 200,
        responseText: '{"faked":"invalid"}',
      });
  }
}

/** A faked status fails with the kind the HTTP adapter gives the same answer (a cart's 409). */
function statusKind(port: FaultPort, status: number): GatewayErrorKind {
  return port === 'cart' ? cartRefusalKind(status) : 'status';
}
