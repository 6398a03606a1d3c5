import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import type { DataLayerEvent } from '@/domain/analytics/data-layer-event';
import { ACCEPT_ALL, analyticsDisposition, type Consent } from '@/domain/consent/consent';
import { impressionBatches, type QueuedImpression } from '@/domain/analytics/impression-queue';
import type { Impression } from '@/domain/analytics/product-events';
import { IMPRESSION_FLUSH_QUIET_MS } from '@/domain/constants';
import { AnalyticsSink } from './analytics-sink.port';
import { type Cancel, Scheduler } from '@/application/shared/scheduler.port';
import { ConsentStore } from '../consent/consent.store';

/** The visitor's answer as the service reads it: `ConsentStore` in the shop. */
export interface ConsentSource {
  readonly consent: Consent;
}

/** A service built by hand (a test, a tool) counts as consented; the shop's asks the visitor. */
const CONSENTED: ConsentSource = { consent: { kind: 'decided', choice: ACCEPT_ALL } };

/** Events held while the visitor has not answered; a page that never gets an answer drops the rest. */
const HELD_EVENTS_LIMIT = 100;

/**
 * The data layer (docs/product.md#other-calls). Callers build events with the pure builders of
 * `src/domain/analytics` and `push` them; product impressions wait in a queue that is pushed as
 * one productImpressions event per currency after 500 ms without a new impression. Nothing reaches
 * the data layer before the visitor allows statistics (docs/product.md#consent): events wait in
 * the page until they answer, and go if they accept. It holds no state a page shows, so it is not
 * observable and has nothing to hydrate.
 */
@injectable()
export class AnalyticsService {
  private queue: QueuedImpression[] = [];
  private cancelFlush: Cancel | undefined;
  private held: DataLayerEvent[] = [];

  constructor(
    @inject(AnalyticsSink) private readonly sink: AnalyticsSink,
    @inject(Scheduler) private readonly scheduler: Scheduler,
    @inject(ConsentStore) private readonly consent: ConsentSource = CONSENTED,
  ) {
    this.flush = this.flush.bind(this);
    reaction(
      () => analyticsDisposition(this.consent.consent),
      (disposition) => {
        const held = this.held;
        this.held = [];
        if (disposition === 'send') for (const event of held) this.sink.push(event);
      },
    );
  }

  /**
   * docs/product.md#other-calls: sends one event to the data layer as it is, once the visitor
   * allows statistics (docs/product.md#consent).
   */
  push(event: DataLayerEvent): void {
    const disposition = analyticsDisposition(this.consent.consent);
    if (disposition === 'send') this.sink.push(event);
    else if (disposition === 'hold' && this.held.length < HELD_EVENTS_LIMIT) this.held.push(event);
  }

  /** Events waiting for the visitor's answer. */
  get heldEvents(): number {
    return this.held.length;
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
