import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { impressionBatches, type QueuedImpression } from '@/domain/analytics/impression-queue';
import { productImpressions } from '@/domain/analytics/product-events';
import { analyticsProduct, listNameInput } from '../../support/analytics-arbitraries';

const queued: fc.Arbitrary<QueuedImpression> = fc
  .tuple(
    fc.constantFrom('SEK', 'NOK', 'EUR'),
    analyticsProduct,
    fc.integer({ min: 1, max: 48 }),
    listNameInput,
  )
  .map(([currencyCode, product, position, list]) => ({
    currencyCode,
    impression: { ...product, position, list },
  }));

describe('impression queue batches (docs/product.md#analytics)', () => {
  it('pushes nothing for an empty queue', () => {
    expect(impressionBatches([])).toEqual([]);
  });

  it('sends one event per run of one currency, with the default list name', () => {
    const plate = { id: 'PL', name: 'Plate', price: 295, position: 1 };
    const bowl = { id: 'BO', name: 'Bowl', price: 195, position: 2, list: 'Search' };
    expect(
      impressionBatches([
        { currencyCode: 'SEK', impression: plate },
        { currencyCode: 'SEK', impression: bowl },
        { currencyCode: 'NOK', impression: plate },
      ]),
    ).toEqual([productImpressions('SEK', [plate, bowl]), productImpressions('NOK', [plate])]);
    expect(
      impressionBatches([{ currencyCode: 'SEK', impression: plate }])[0]?.ecommerce.impressions[0]
        ?.list,
    ).toBe('Generic Product List');
  });

  test.prop([fc.array(queued, { maxLength: 12 })])(
    'every impression is reported once, in queue order, in its own currency',
    (queue) => {
      const events = impressionBatches(queue);
      const reported = events.flatMap((event) =>
        event.ecommerce.impressions.map((product) => ({
          currencyCode: event.ecommerce.currencyCode,
          id: product.id,
          position: product.position,
        })),
      );
      expect(reported).toEqual(
        queue.map(({ currencyCode, impression }) => ({
          currencyCode,
          id: impression.id,
          position: impression.position,
        })),
      );
    },
  );

  test.prop([fc.array(queued, { maxLength: 12 })])(
    'neighbouring events differ in currency and none is empty',
    (queue) => {
      const events = impressionBatches(queue);
      events.forEach((event, index) => {
        expect(event.ecommerce.impressions.length).toBeGreaterThan(0);
        if (index > 0) {
          expect(event.ecommerce.currencyCode).not.toBe(events[index - 1]?.ecommerce.currencyCode);
        }
      });
    },
  );
});
