import type { AnalyticsSink } from '@/application/analytics/analytics-sink.port';
import type { DataLayerEvent } from '@/domain/analytics/data-layer-event';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * docs/product.md#other-calls: events go to `window.dataLayer`, created when the tag manager is not
 * there yet.
 */
export class WindowDataLayer implements AnalyticsSink {
  push(event: DataLayerEvent): void {
    window.dataLayer ??= [];
    window.dataLayer.push(event);
  }
}
