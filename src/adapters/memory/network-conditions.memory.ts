import type { NetworkConditions } from '@/application/shared/network-conditions.port';
import type { ConnectionHints } from '@/domain/network/link-prefetch';

/** A connection a test or a run without a page sets (a fast one with no hints by default). */
export class MemoryNetworkConditions implements NetworkConditions {
  constructor(public hints: ConnectionHints = { saveData: false }) {}

  current(): ConnectionHints {
    return this.hints;
  }
}
