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
  private readonly page: Pick<Window, 'dataLayer'> | undefined;

  /** `page` is the window the sink is made in; a sink made where none is yet looks at each push. */
  constructor(page?: Pick<Window, 'dataLayer'>) {
    this.page = page ?? (typeof window === 'undefined' ? undefined : window);
  }

  push(event: DataLayerEvent): void {
    const page = this.page ?? window;
    page.dataLayer ??= [];
    page.dataLayer.push(event);
  }
}
