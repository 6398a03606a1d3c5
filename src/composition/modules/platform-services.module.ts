import { ContainerModule } from 'inversify';
import { MemoryAnalyticsSink } from '@/adapters/memory/analytics-sink.memory';
import { MemoryCheckoutDraft } from '@/adapters/memory/checkout-draft.memory';
import { MemoryCookieJar } from '@/adapters/memory/cookie-jar.memory';
import { MemoryKeyValueStorage } from '@/adapters/memory/key-value-storage.memory';
import { MemoryNetworkConditions } from '@/adapters/memory/network-conditions.memory';
import { MemoryOrderKeeper } from '@/adapters/memory/order-keeper.memory';
import { MemoryScriptLoader } from '@/adapters/memory/script-loader.memory';
import { CartStorage } from '@/application/cart/cart-storage.port';
import { CheckoutDraft } from '@/application/cart/checkout-draft.port';
import { OrderKeeper } from '@/application/cart/order-keeper.port';
import { HtmlSanitizer } from '@/application/content/html-sanitizer.port';
import { AnalyticsSink } from '@/application/shared/analytics-sink.port';
import { Clock } from '@/application/shared/clock.port';
import { CookieJar } from '@/application/shared/cookie-jar.port';
import { KeyValueStorage } from '@/application/shared/key-value-storage.port';
import { NetworkConditions } from '@/application/shared/network-conditions.port';
import { Scheduler } from '@/application/shared/scheduler.port';
import { ScriptLoader } from '@/application/shared/script-loader.port';
import { VisitorGate } from '@/application/shared/visitor-gate';

/**
 * What the place the shop runs in gives it — the browser, a server render, a headless test:
 * the visitor gate, the clock and timers, storage and cookies, where analytics and scripts go,
 * and the HTML sanitizer. Each platform makes one of these; leaving a service out is a type
 * error rather than a binding a page misses at run time.
 */
export interface PlatformServices {
  readonly visitorGate: VisitorGate;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly storage: KeyValueStorage;
  readonly cartStorage: CartStorage;
  readonly orderKeeper: OrderKeeper;
  readonly checkoutDraft: CheckoutDraft;
  readonly cookies: CookieJar;
  readonly analyticsSink: AnalyticsSink;
  readonly scriptLoader: ScriptLoader;
  readonly networkConditions: NetworkConditions;
  readonly sanitizer: HtmlSanitizer;
}

/** Binds a platform's services to their ports, each one instance for the container. */
export function platformServicesModule(make: () => PlatformServices): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const services = make();
    bind(VisitorGate).toConstantValue(services.visitorGate);
    bind(Clock).toConstantValue(services.clock);
    bind(Scheduler).toConstantValue(services.scheduler);
    bind(KeyValueStorage).toConstantValue(services.storage);
    bind(CartStorage).toConstantValue(services.cartStorage);
    bind(OrderKeeper).toConstantValue(services.orderKeeper);
    bind(CheckoutDraft).toConstantValue(services.checkoutDraft);
    bind(CookieJar).toConstantValue(services.cookies);
    bind(AnalyticsSink).toConstantValue(services.analyticsSink);
    bind(ScriptLoader).toConstantValue(services.scriptLoader);
    bind(NetworkConditions).toConstantValue(services.networkConditions);
    bind(HtmlSanitizer).toConstantValue(services.sanitizer);
  });
}

/**
 * The services of a run without a page — a server render, a headless test: storage, cookies and
 * drafts in maps, events recorded, scripts "loaded" at once, no connection to read — on `clock`.
 */
export function pagelessServices(
  clock: Clock,
): Omit<PlatformServices, 'visitorGate' | 'scheduler' | 'sanitizer'> {
  return {
    clock,
    storage: new MemoryKeyValueStorage(),
    cartStorage: new MemoryKeyValueStorage(),
    orderKeeper: new MemoryOrderKeeper(),
    checkoutDraft: new MemoryCheckoutDraft(),
    cookies: new MemoryCookieJar(clock),
    analyticsSink: new MemoryAnalyticsSink(),
    scriptLoader: new MemoryScriptLoader(),
    networkConditions: new MemoryNetworkConditions(),
  };
}
