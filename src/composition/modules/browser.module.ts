import { ContainerModule } from 'inversify';
import { AnalyticsSink } from '@/application/shared/analytics-sink.port';
import { Clock } from '@/application/shared/clock.port';
import { CookieJar } from '@/application/shared/cookie-jar.port';
import { KeyValueStorage } from '@/application/shared/key-value-storage.port';
import { NetworkConditions } from '@/application/shared/network-conditions.port';
import { Scheduler } from '@/application/shared/scheduler.port';
import { VisitorGate } from '@/application/shared/visitor-gate';
import { ScriptLoader } from '@/application/shared/script-loader.port';
import { BrowserCookieJar } from '@/adapters/browser/cookie-jar.browser';
import { WindowDataLayer } from '@/adapters/browser/data-layer';
import { DomScriptLoader } from '@/adapters/browser/dom-script-loader';
import { LocalKeyValueStorage } from '@/adapters/browser/local-storage';
import { NavigatorConnection } from '@/adapters/browser/navigator-connection';
import { SystemClock } from '@/adapters/browser/system-clock';
import { TimerScheduler } from '@/adapters/browser/timer-scheduler';
import { MemoryAnalyticsSink } from '@/adapters/memory/analytics-sink.memory';
import { MemoryCookieJar } from '@/adapters/memory/cookie-jar.memory';
import { MemoryKeyValueStorage } from '@/adapters/memory/key-value-storage.memory';
import { MemoryNetworkConditions } from '@/adapters/memory/network-conditions.memory';
import { MemoryScriptLoader } from '@/adapters/memory/script-loader.memory';
import { DomPurifySanitizer } from '@/adapters/shared/dompurify-sanitizer';
import { HtmlSanitizer } from '@/application/content/html-sanitizer.port';
import { FirstRenderClock } from './first-render-clock';
import { OrderKeeper } from '@/application/cart/order-keeper.port';
import { SessionOrderKeeper } from '@/adapters/browser/session-order-keeper';
import { MemoryOrderKeeper } from '@/adapters/memory/order-keeper.memory';
import { CheckoutDraft } from '@/application/cart/checkout-draft.port';
import { SessionCheckoutDraft } from '@/adapters/browser/session-checkout-draft';
import { MemoryCheckoutDraft } from '@/adapters/memory/checkout-draft.memory';
import { CartStorage } from '@/application/cart/cart-storage.port';
import { CookieCartStorage } from '@/adapters/browser/cookie-cart-storage';

/**
 * The browser itself — storage, cookies, clock, timers, data layer, scripts, the connection — in both run modes: the
 * dev shop keeps a wishlist over a reload just as the real one does. A page the server rendered
 * passes its render time: until the page has taken over the server's HTML, the visitor gate is
 * shut and the clock shows that time (docs/architecture.md#server-rendering).
 */
export function browserModule(serverRenderedAt?: number): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const hydrating = serverRenderedAt !== undefined;
    const gate = new VisitorGate(!hydrating);
    bind(VisitorGate).toConstantValue(gate);
    const clock = new SystemClock();
    bind(Clock).toConstantValue(
      hydrating ? new FirstRenderClock(clock, serverRenderedAt, gate) : clock,
    );
    const storage = new LocalKeyValueStorage();
    const cookies = new BrowserCookieJar();
    bind(KeyValueStorage).toConstantValue(storage);
    bind(CartStorage).toConstantValue(new CookieCartStorage(cookies, storage));
    bind(OrderKeeper).toConstantValue(new SessionOrderKeeper());
    bind(CheckoutDraft).toConstantValue(new SessionCheckoutDraft());
    bind(CookieJar).toConstantValue(cookies);
    bind(AnalyticsSink).toConstantValue(new WindowDataLayer());
    bind(ScriptLoader).toConstantValue(new DomScriptLoader());
    bind(Scheduler).toConstantValue(new TimerScheduler());
    bind(NetworkConditions).toConstantValue(new NavigatorConnection());
    bind(HtmlSanitizer).toConstantValue(new DomPurifySanitizer(() => Promise.resolve(window)));
  });
}

/**
 * The same services without a browser — storage and cookies in maps, events recorded, scripts
 * "loaded" at once — for tests and any run without a page (a store per test, or a server).
 * Timers stay the runtime's, which test runners fake.
 */
export function headlessModule(now: () => number = () => Date.now()): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const clock = { now };
    bind(VisitorGate).toConstantValue(new VisitorGate());
    bind(Clock).toConstantValue(clock);
    bind(KeyValueStorage).toConstantValue(new MemoryKeyValueStorage());
    bind(CartStorage).toConstantValue(new MemoryKeyValueStorage());
    bind(OrderKeeper).toConstantValue(new MemoryOrderKeeper());
    bind(CheckoutDraft).toConstantValue(new MemoryCheckoutDraft());
    bind(CookieJar).toConstantValue(new MemoryCookieJar(clock));
    bind(AnalyticsSink).toConstantValue(new MemoryAnalyticsSink());
    bind(ScriptLoader).toConstantValue(new MemoryScriptLoader());
    bind(Scheduler).toConstantValue(new TimerScheduler());
    bind(NetworkConditions).toConstantValue(new MemoryNetworkConditions());
    bind(HtmlSanitizer).toConstantValue(new DomPurifySanitizer(testWindow));
  });
}

/** The test's DOM (jsdom under vitest's ui project); a node test that sanitizes must bring one. */
function testWindow() {
  if (typeof window === 'undefined') {
    return Promise.reject(new Error('Sanitizing HTML needs a DOM: run the test with jsdom'));
  }
  return Promise.resolve(window);
}
