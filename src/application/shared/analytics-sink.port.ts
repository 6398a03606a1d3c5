import type { DataLayerEvent } from '@/domain/analytics/data-layer-event';

export const AnalyticsSink = Symbol('AnalyticsSink');

/** Where analytics events go (docs/product.md#other-calls: pushed to a data layer). */
export interface AnalyticsSink {
  push(event: DataLayerEvent): void;
}
