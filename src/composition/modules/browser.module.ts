import { ContainerModule } from 'inversify';
import { AnalyticsSink } from '@/application/analytics/analytics-sink.port';
import { Clock } from '@/application/shared/clock.port';
import { CookieJar } from '@/application/shared/cookie-jar.port';
import { KeyValueStorage } from '@/application/shared/key-value-storage.port';
import { NetworkConditions } from '@/application/shared/network-conditions.port';
import { Scheduler } from '@/application/shared/scheduler.port';
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

/**
 * The browser itself — storage, cookies, clock, timers, data layer, scripts, the connection — in both run modes: the
 * dev shop keeps a wishlist over a reload just as the real one does.
 */
export function browserModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(Clock).toConstantValue(new SystemClock());
    bind(KeyValueStorage).toConstantValue(new LocalKeyValueStorage());
    bind(CookieJar).toConstantValue(new BrowserCookieJar());
    bind(AnalyticsSink).toConstantValue(new WindowDataLayer());
    bind(ScriptLoader).toConstantValue(new DomScriptLoader());
    bind(Scheduler).toConstantValue(new TimerScheduler());
    bind(NetworkConditions).toConstantValue(new NavigatorConnection());
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
    bind(Clock).toConstantValue(clock);
    bind(KeyValueStorage).toConstantValue(new MemoryKeyValueStorage());
    bind(CookieJar).toConstantValue(new MemoryCookieJar(clock));
    bind(AnalyticsSink).toConstantValue(new MemoryAnalyticsSink());
    bind(ScriptLoader).toConstantValue(new MemoryScriptLoader());
    bind(Scheduler).toConstantValue(new TimerScheduler());
    bind(NetworkConditions).toConstantValue(new MemoryNetworkConditions());
  });
}
