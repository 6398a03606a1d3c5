import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryAnalyticsSink } from '@/adapters/memory/analytics-sink.memory';
import { TimerScheduler } from '@/adapters/browser/timer-scheduler';
import { AnalyticsSink } from '@/application/shared/analytics-sink.port';
import { AnalyticsService } from '@/application/analytics/analytics.service';
import { pageView } from '@/domain/analytics/page-events';
import { IMPRESSION_FLUSH_QUIET_MS } from '@/domain/analytics/impression-queue';
import { testContainer } from '../../support/test-container';

const plate = { id: 'PL-27', name: 'Plate', price: 295, position: 1 };
const bowl = { id: 'BO-15', name: 'Bowl', price: 195, position: 2, list: 'Search results' };

function service() {
  const recorder = new MemoryAnalyticsSink();
  return { recorder, analytics: new AnalyticsService(recorder, new TimerScheduler()) };
}

describe('AnalyticsService (docs/product.md#analytics)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pushes an event to the data layer as it is', () => {
    const { recorder, analytics } = service();
    analytics.push(pageView('/se/kitchen', 'Kitchen'));
    expect(recorder.events).toEqual([pageView('/se/kitchen', 'Kitchen')]);
  });

  it('flushes the impression queue after 500 ms of quiet, in one event', () => {
    const { recorder, analytics } = service();
    expect(IMPRESSION_FLUSH_QUIET_MS).toBe(500);
    analytics.queueImpression('SEK', plate);
    vi.advanceTimersByTime(300);
    analytics.queueImpression('SEK', bowl);
    vi.advanceTimersByTime(499);
    expect(recorder.events).toEqual([]);
    expect(analytics.pendingImpressions).toBe(2);
    vi.advanceTimersByTime(1);
    expect(recorder.events).toEqual([
      {
        event: 'productImpressions',
        ecommerce: {
          currencyCode: 'SEK',
          impressions: [
            { id: 'PL-27', name: 'Plate', price: 295, position: 1, list: 'Generic Product List' },
            { id: 'BO-15', name: 'Bowl', price: 195, position: 2, list: 'Search results' },
          ],
        },
      },
    ]);
    expect(analytics.pendingImpressions).toBe(0);
  });

  it('keeps waiting while impressions keep coming', () => {
    const { recorder, analytics } = service();
    for (let position = 1; position <= 5; position += 1) {
      analytics.queueImpression('SEK', { ...plate, position });
      vi.advanceTimersByTime(400);
    }
    expect(recorder.events).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(recorder.events).toHaveLength(1);
    vi.advanceTimersByTime(5000);
    expect(recorder.events).toHaveLength(1);
  });

  it('sends one event per currency run when the shopper changes country meanwhile', () => {
    const { recorder, analytics } = service();
    analytics.queueImpression('SEK', plate);
    analytics.queueImpression('NOK', bowl);
    vi.advanceTimersByTime(IMPRESSION_FLUSH_QUIET_MS);
    expect(
      recorder.events.map((event) =>
        event.event === 'productImpressions' ? event.ecommerce.currencyCode : event.event,
      ),
    ).toEqual(['SEK', 'NOK']);
  });

  it('flushes at once when asked, and the timer then pushes nothing more', () => {
    const { recorder, analytics } = service();
    analytics.flush();
    expect(recorder.events).toEqual([]);
    analytics.queueImpression('SEK', plate);
    analytics.flush();
    expect(recorder.events).toHaveLength(1);
    vi.advanceTimersByTime(IMPRESSION_FLUSH_QUIET_MS);
    expect(recorder.events).toHaveLength(1);
  });

  it('comes from a fresh container, pushing to the recorded data layer', async () => {
    const container = await testContainer();
    const analytics = container.get(AnalyticsService);
    expect(container.get(AnalyticsService)).toBe(analytics);
    analytics.queueImpression('SEK', plate);
    vi.advanceTimersByTime(IMPRESSION_FLUSH_QUIET_MS);
    expect(container.get<MemoryAnalyticsSink>(AnalyticsSink).events).toHaveLength(1);
  });
});
