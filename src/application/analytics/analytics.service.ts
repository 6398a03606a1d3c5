import { inject, injectable } from 'inversify';
import type { DataLayerEvent } from '@/domain/analytics/data-layer-event';
import {
  impressionBatches,
  type QueuedImpression,
  IMPRESSION_FLUSH_QUIET_MS,
} from '@/domain/analytics/impression-queue';
import type { Impression } from '@/domain/analytics/product-events';
import { AnalyticsSink } from '@/application/shared/analytics-sink.port';
import { type Cancel, Scheduler } from '@/application/shared/scheduler.port';
import { StatisticsGate } from '@/application/consent/statistics-gate';

/**
 * The data layer (docs/product.md#other-calls). Callers build events with the pure builders of
 * `src/domain/analytics` and `push` them; product impressions wait in a queue that is pushed as
 * one productImpressions event per currency after 500 ms without a new impression. Nothing reaches
 * the data layer before the visitor allows statistics (docs/product.md#consent): events wait at
 * the `StatisticsGate` until they answer, and go if they accept. It holds no state a page shows, so it is not
 * observable and has nothing to hydrate.
 */
@injectable()
export class AnalyticsService {
  private queue: QueuedImpression[] = [];
  private cancelFlush: Cancel | undefined;

  constructor(
    @inject(AnalyticsSink) private readonly sink: AnalyticsSink,
    @inject(Scheduler) private readonly scheduler: Scheduler,
    @inject(StatisticsGate) private readonly gate: StatisticsGate = new StatisticsGate(),
  ) {
    this.flush = this.flush.bind(this);
  }

  /**
   * docs/product.md#other-calls: sends one event to the data layer as it is, once the visitor
   * allows statistics (docs/product.md#consent).
   */
  push(event: DataLayerEvent): void {
    this.gate.run(() => this.sink.push(event));
  }

  /**
   * docs/product.md#other-calls productImpressions: a product seen in a list at its 1-based
   * position (a missing or blank list reads 'Generic Product List'), priced in `currencyCode`. The
   * queue is pushed once 500 ms (IMPRESSION_FLUSH_QUIET_MS) pass without another impression.
   */
  queueImpression(currencyCode: string, impression: Impression): void {
    this.queue.push({ currencyCode, impression });
    this.cancelFlush?.();
    this.cancelFlush = this.scheduler.after(IMPRESSION_FLUSH_QUIET_MS, this.flush);
  }

  /** Impressions waiting to be pushed. */
  get pendingImpressions(): number {
    return this.queue.length;
  }

  /** Pushes the waiting impressions now (leaving the page, say); nothing when none wait. */
  flush(): void {
    this.cancelFlush?.();
    this.cancelFlush = undefined;
    const batch = this.queue;
    this.queue = [];
    for (const event of impressionBatches(batch)) this.push(event);
  }
}
