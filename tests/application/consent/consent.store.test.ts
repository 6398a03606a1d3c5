import { describe, expect, it } from 'vitest';
import { MemoryAnalyticsSink } from '@/adapters/memory/analytics-sink.memory';
import { MemoryClock } from '@/adapters/memory/clock.memory';
import { MemoryCookieJar } from '@/adapters/memory/cookie-jar.memory';
import { TimerScheduler } from '@/adapters/browser/timer-scheduler';
import { AnalyticsService } from '@/application/analytics/analytics.service';
import { ConsentStore } from '@/application/consent/consent.store';
import { StatisticsGate } from '@/application/consent/statistics-gate';
import { VisitorGate } from '@/application/shared/visitor-gate';
import { pageView } from '@/domain/analytics/page-events';
import { COOKIE_MAX_AGE_SECONDS, COOKIE_NAMES } from '@/domain/shared/cookies';

function setUp(options: { cookie?: string; gateOpen?: boolean } = {}) {
  const clock = new MemoryClock(0);
  const cookies = new MemoryCookieJar(clock);
  if (options.cookie !== undefined) cookies.set(COOKIE_NAMES.consent, options.cookie, 60);
  const sink = new MemoryAnalyticsSink();
  const gate = new VisitorGate(options.gateOpen ?? true);
  const consent = new ConsentStore(cookies, sink, gate);
  const statistics = new StatisticsGate(consent);
  const analytics = new AnalyticsService(sink, new TimerScheduler(), statistics);
  return { clock, cookies, sink, gate, consent, analytics, statistics };
}

const aPage = pageView('/se', 'Lera');

describe('ConsentStore (docs/product.md#consent)', () => {
  it('asks a first visitor, but only once the page is theirs (the first render is anonymous)', () => {
    const { consent, gate } = setUp({ gateOpen: false, cookie: 'v1|statistics:granted' });
    expect(consent.isAsking).toBe(false);
    expect(consent.allows('statistics')).toBe(false);
    gate.open();
    expect(consent.allows('statistics')).toBe(true);
    expect(consent.isAsking).toBe(false);
    expect(setUp().consent.isAsking).toBe(true);
  });

  it('keeps the answer a year and tells the data layer, whatever it is', () => {
    const { consent, cookies, clock, sink } = setUp();
    consent.rejectAll();
    expect(consent.isAsking).toBe(false);
    expect(cookies.get(COOKIE_NAMES.consent)).toBe('v1|statistics:denied');
    expect(sink.events).toEqual([{ event: 'consentUpdate', consent: { statistics: 'denied' } }]);
    clock.advance((COOKIE_MAX_AGE_SECONDS.consent - 1) * 1000);
    expect(cookies.get(COOKIE_NAMES.consent)).toBe('v1|statistics:denied');
    clock.advance(1000);
    expect(cookies.get(COOKIE_NAMES.consent)).toBeUndefined();
  });

  it('asks again for an unreadable answer, and lets the footer change a kept one', () => {
    expect(setUp({ cookie: '{"all":true}' }).consent.isAsking).toBe(true);
    const { consent, cookies } = setUp({ cookie: 'v1|statistics:granted' });
    consent.openSettings();
    expect(consent.isAsking).toBe(true);
    consent.closeSettings();
    expect(consent.isAsking).toBe(false);
    consent.openSettings();
    consent.save({ statistics: false });
    expect(consent.allows('statistics')).toBe(false);
    expect(cookies.get(COOKIE_NAMES.consent)).toBe('v1|statistics:denied');
  });
});

describe('analytics behind consent (docs/product.md#consent)', () => {
  it('pushes nothing before the answer, then what waited once the visitor accepts', () => {
    const { consent, analytics, sink } = setUp();
    analytics.push(aPage);
    expect(sink.events).toEqual([]);
    consent.acceptAll();
    expect(sink.events).toEqual([
      { event: 'consentUpdate', consent: { statistics: 'granted' } },
      aPage,
    ]);
    analytics.push(aPage);
    expect(sink.events).toHaveLength(3);
  });

  it('drops what waited, and everything after, once the visitor refuses', () => {
    const { consent, analytics, sink, statistics } = setUp();
    analytics.push(aPage);
    consent.rejectAll();
    analytics.push(aPage);
    expect(sink.events).toEqual([{ event: 'consentUpdate', consent: { statistics: 'denied' } }]);
    expect(statistics.waiting).toBe(0);
  });

  it('holds at most 100 events for a visitor who never answers', () => {
    const { analytics, sink, statistics } = setUp();
    for (let index = 0; index < 150; index += 1) analytics.push(aPage);
    expect(statistics.waiting).toBe(100);
    expect(sink.events).toEqual([]);
  });

  it('sends at once for a visitor who accepted on an earlier visit', () => {
    const { analytics, sink } = setUp({ cookie: 'v1|statistics:granted' });
    analytics.push(aPage);
    expect(sink.events).toEqual([aPage]);
  });
});
