import {
  type Impression,
  productImpressions,
  type ProductImpressionsEvent,
} from './product-events';

/** docs/product.md#other-calls: the analytics impression queue flushes after this much quiet. */
export const IMPRESSION_FLUSH_QUIET_MS = 500;

/** A product seen in a list, waiting in the impression queue, with the currency it was shown in. */
export interface QueuedImpression {
  readonly currencyCode: string;
  readonly impression: Impression;
}

/**
 * docs/product.md#other-calls productImpressions: the events a flush of the impression queue pushes
 * — one per run of impressions in the same currency, in queue order (a shopper who changes country
 * while impressions wait gets each batch in the currency it was shown in). An empty queue pushes
 * nothing.
 */
export function impressionBatches(
  queue: readonly QueuedImpression[],
): readonly ProductImpressionsEvent[] {
  const runs: { currencyCode: string; impressions: Impression[] }[] = [];
  for (const { currencyCode, impression } of queue) {
    const last = runs[runs.length - 1];
    if (last?.currencyCode === currencyCode) last.impressions.push(impression);
    else runs.push({ currencyCode, impressions: [impression] });
  }
  return runs.map((run) => productImpressions(run.currencyCode, run.impressions));
}
