import { afterAll, afterEach } from 'vitest';
import {
  faultPlan,
  NO_FAULTS,
  type Fault,
  type FaultPort,
} from '@/adapters/memory/faults/fault-plan';
import { withFaults } from '@/adapters/memory/faults/with-faults';
import type { SiteContext } from '@/application/shared/site-context.port';
import type { Site } from '@/domain/site/site';
import { startStubBackend, type RunningStub } from '../../../stub-backend/serve';
import type { MakeFaulty } from './error-kinds';

/** Client timeout in contract tests: short, so the `timeout` cases stay quick. */
export const CONTRACT_TIMEOUT_MS = 300;

/**
 * A fixed site for adapters that read the current one (docs/product.md#backend-calls country and
 * language).
 */
export function siteContext(site: Site = { country: 'se', language: 'sv' }): SiteContext {
  return { site, isPreview: false, current: undefined };
}

/** A memory fake failing as `fault` says, through the same switch QA uses in the browser. */
export function faultyMemory<T extends object>(port: FaultPort, make: () => T): MakeFaulty<T> {
  const timing = {
    timeoutMs: CONTRACT_TIMEOUT_MS,
    sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  };
  return async (fault: Fault) => withFaults(make(), port, faultPlan(port, fault), timing);
}

/**
 * The stub backend for one test file: started on first use on a free loopback port, healed
 * after each test, closed after the file.
 */
export function stubForThisFile(): {
  base: () => Promise<string>;
  stub: () => Promise<RunningStub>;
  faulty: <T>(port: FaultPort, make: (base: string) => T) => MakeFaulty<T>;
} {
  let running: Promise<RunningStub> | undefined;
  const stub = () => (running ??= startStubBackend());
  afterEach(async () => {
    if (running) (await running).setFaults(NO_FAULTS);
  });
  afterAll(async () => {
    if (running) await (await running).close();
  });
  return {
    stub,
    base: async () => (await stub()).base,
    faulty:
      <T>(port: FaultPort, make: (base: string) => T): MakeFaulty<T> =>
      async (fault: Fault) => {
        const running = await stub();
        running.setFaults(faultPlan(port, fault));
        return make(running.base);
      },
  };
}
