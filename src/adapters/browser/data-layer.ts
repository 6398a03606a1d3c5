import type { AnalyticsSink } from '@/application/shared/analytics-sink.port';
import type { DataLayerEvent } from '@/domain/analytics/data-layer-event';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * docs/product.md#other-calls: events go to the page's `dataLayer`, created when the tag manager is
 * not there yet. The page is the window the sink was made in, held rather than looked up at each
 * push: an impression flush that comes due after a test's window is gone still has its page.
 */
export class WindowDataLayer implements AnalyticsSink {
  constructor(private readonly page: Pick<Window, 'dataLayer'> = window) {}

  push(event: DataLayerEvent): void {
    this.page.dataLayer ??= [];
    this.page.dataLayer.push(event);
  }
}
