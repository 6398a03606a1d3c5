import type { Container } from 'inversify';
import type { MemoryConfig } from '../../src/composition/config';
import { createContainer } from '../../src/composition/container';

/**
 * A fresh shop per test (ARCHITECTURE §7): stores over the memory fakes, storage and cookies
 * in maps, analytics recorded. Pass `now` for a fixed clock and `config` for faults or a larger
 * catalogue.
 */
export function testContainer(
  options: { config?: Omit<MemoryConfig, 'adapters'>; now?: () => number } = {},
): Promise<Container> {
  return createContainer(
    { adapters: 'memory', ...options.config },
    { platform: 'headless', ...(options.now ? { now: options.now } : {}) },
  );
}
