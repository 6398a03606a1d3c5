import type { NetworkConditions } from '@/application/shared/network-conditions.port';
import type { ConnectionHints } from '@/domain/network/link-prefetch';

interface NetworkInformation {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

/**
 * `navigator.connection` (the Network Information API, Chromium only): read afresh each time, as
 * a phone moves between networks. A browser without it reports a connection with no hints.
 */
export class NavigatorConnection implements NetworkConditions {
  current(): ConnectionHints {
    const connection = (globalThis.navigator as { connection?: NetworkInformation } | undefined)
      ?.connection;
    return { saveData: connection?.saveData === true, effectiveType: connection?.effectiveType };
  }
}
