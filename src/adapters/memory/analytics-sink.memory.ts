import type { AnalyticsSink } from '@/application/shared/analytics-sink.port';
import type { DataLayerEvent } from '@/domain/analytics/data-layer-event';

/** Keeps every event, so tests and the dev shop can see what would reach the data layer. */
export class MemoryAnalyticsSink implements AnalyticsSink {
  readonly events: DataLayerEvent[] = [];

  push(event: DataLayerEvent): void {
    this.events.push(event);
  }
}
