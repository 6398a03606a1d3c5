import { describe, expect, it } from 'vitest';
import { MemoryAnalyticsSink } from '@/adapters/memory/analytics-sink.memory';
import { TimerScheduler } from '@/adapters/browser/timer-scheduler';
import { AnalyticsService } from '@/application/analytics/analytics.service';
import { PageViews, type SignInState } from '@/application/analytics/page-views';
import { pageView } from '@/domain/analytics/page-events';

/** A stored sign-in that settles when the test says, as signed in or not. */
function aSignIn() {
  let settle: (signedIn: boolean) => void = () => undefined;
  const state = { isLoggedIn: false };
  const restoring = new Promise<void>((resolve) => {
    settle = (signedIn) => {
      state.isLoggedIn = signedIn;
      resolve();
    };
  });
  const account: SignInState = {
    restore: () => restoring,
    get isLoggedIn() {
      return state.isLoggedIn;
    },
  };
  return { account, settle };
}

function setUp() {
  const sink = new MemoryAnalyticsSink();
  const { account, settle } = aSignIn();
  const views = new PageViews(new AnalyticsService(sink, new TimerScheduler()), account);
  return { sink, views, settle };
}

describe('PageViews (docs/product.md#analytics)', () => {
  it('reports an anonymous visitor’s pages as logged out, in order, once the sign-in settles', async () => {
    const { sink, views, settle } = setUp();
    const first = views.reached('/se', 'Lera');
    const second = views.reached('/se/servering', 'Servering | Lera');
    expect(sink.events).toEqual([]);
    settle(false);
    await Promise.all([first, second]);
    expect(sink.events).toEqual([
      pageView('/se', 'Lera'),
      pageView('/se/servering', 'Servering | Lera'),
    ]);
  });

  it('reports a returning member’s first page as logged in, not as the anonymous first render', async () => {
    const { sink, views, settle } = setUp();
    const first = views.reached('/se-en/account/overview', 'Account | Lera');
    settle(true);
    await first;
    expect(sink.events).toEqual([pageView('/se-en/account/overview', 'Account | Lera', true)]);
  });

  it('still reports the page when the stored sign-in cannot be restored', async () => {
    const sink = new MemoryAnalyticsSink();
    const account: SignInState = {
      restore: () => Promise.reject(new Error('down')),
      isLoggedIn: false,
    };
    const views = new PageViews(new AnalyticsService(sink, new TimerScheduler()), account);
    await views.reached('/no', 'Lera');
    expect(sink.events).toEqual([pageView('/no', 'Lera')]);
  });
});
