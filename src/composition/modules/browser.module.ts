import type { ContainerModule } from 'inversify';
import { BrowserCookieJar } from '@/adapters/browser/cookie-jar.browser';
import { CookieCartStorage } from '@/adapters/browser/cookie-cart-storage';
import { WindowDataLayer } from '@/adapters/browser/data-layer';
import { DomScriptLoader } from '@/adapters/browser/dom-script-loader';
import { LocalKeyValueStorage } from '@/adapters/browser/local-storage';
import { NavigatorConnection } from '@/adapters/browser/navigator-connection';
import { SessionCheckoutDraft } from '@/adapters/browser/session-checkout-draft';
import { SessionOrderKeeper } from '@/adapters/browser/session-order-keeper';
import { SystemClock } from '@/adapters/browser/system-clock';
import { TimerScheduler } from '@/adapters/browser/timer-scheduler';
import { DomPurifySanitizer } from '@/adapters/shared/dompurify-sanitizer';
import { VisitorGate } from '@/application/shared/visitor-gate';
import { FirstRenderClock } from './first-render-clock';
import { pagelessServices, platformServicesModule } from './platform-services.module';

/**
 * The browser itself — storage, cookies, clock, timers, data layer, scripts, the connection — in both run modes: the
 * dev shop keeps a wishlist over a reload just as the real one does. A page the server rendered
 * passes its render time: until the page has taken over the server's HTML, the visitor gate is
 * shut and the clock shows that time (docs/architecture.md#server-rendering).
 */
export function browserModule(serverRenderedAt?: number): ContainerModule {
  return platformServicesModule(() => {
    const hydrating = serverRenderedAt !== undefined;
    const visitorGate = new VisitorGate(!hydrating);
    const clock = new SystemClock();
    const storage = new LocalKeyValueStorage();
    const cookies = new BrowserCookieJar();
    return {
      visitorGate,
      clock: hydrating ? new FirstRenderClock(clock, serverRenderedAt, visitorGate) : clock,
      scheduler: new TimerScheduler(),
      storage,
      cartStorage: new CookieCartStorage(cookies, storage),
      orderKeeper: new SessionOrderKeeper(),
      checkoutDraft: new SessionCheckoutDraft(),
      cookies,
      analyticsSink: new WindowDataLayer(),
      scriptLoader: new DomScriptLoader(),
      networkConditions: new NavigatorConnection(),
      sanitizer: new DomPurifySanitizer(() => Promise.resolve(window)),
    };
  });
}

/**
 * The same services without a browser — storage and cookies in maps, events recorded, scripts
 * "loaded" at once — for tests and any run without a page (a store per test, or a server).
 * Timers stay the runtime's, which test runners fake.
 */
export function headlessModule(now: () => number = () => Date.now()): ContainerModule {
  return platformServicesModule(() => {
    return {
      ...pagelessServices({ now }),
      visitorGate: new VisitorGate(),
      scheduler: new TimerScheduler(),
      sanitizer: new DomPurifySanitizer(testWindow),
    };
  });
}

/** The test's DOM (jsdom under vitest's ui project); a node test that sanitizes must bring one. */
function testWindow() {
  if (typeof window === 'undefined') {
    return Promise.reject(new Error('Sanitizing HTML needs a DOM: run the test with jsdom'));
  }
  return Promise.resolve(window);
}
