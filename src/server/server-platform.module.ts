import { ContainerModule } from 'inversify';
import { AnalyticsSink } from '@/application/shared/analytics-sink.port';
import { Clock } from '@/application/shared/clock.port';
import { CookieJar } from '@/application/shared/cookie-jar.port';
import { KeyValueStorage } from '@/application/shared/key-value-storage.port';
import { NetworkConditions } from '@/application/shared/network-conditions.port';
import { Scheduler } from '@/application/shared/scheduler.port';
import { ScriptLoader } from '@/application/shared/script-loader.port';
import { VisitorGate } from '@/application/shared/visitor-gate';
import { MemoryAnalyticsSink } from '@/adapters/memory/analytics-sink.memory';
import { MemoryCookieJar } from '@/adapters/memory/cookie-jar.memory';
import { MemoryScheduler } from '@/adapters/memory/scheduler.memory';
import { MemoryKeyValueStorage } from '@/adapters/memory/key-value-storage.memory';
import { MemoryNetworkConditions } from '@/adapters/memory/network-conditions.memory';
import { MemoryScriptLoader } from '@/adapters/memory/script-loader.memory';
import { DomPurifySanitizer } from '@/adapters/shared/dompurify-sanitizer';
import { HtmlSanitizer } from '@/application/content/html-sanitizer.port';
import type { WindowLike } from 'dompurify';
import { OrderKeeper } from '@/application/cart/order-keeper.port';
import { MemoryOrderKeeper } from '@/adapters/memory/order-keeper.memory';
import { CheckoutDraft } from '@/application/cart/checkout-draft.port';
import { MemoryCheckoutDraft } from '@/adapters/memory/checkout-draft.memory';
import { CartStorage } from '@/application/cart/cart-storage.port';

/**
 * The DOM the server sanitizes the editors' HTML in: jsdom's, DOMPurify's documented way to run
 * outside a browser, so server and browser apply the same parser and the same rules. One for
 * the process, made on first use: sanitizing keeps nothing between calls.
 */
let serverWindow: Promise<WindowLike> | undefined;
const domWindow = () =>
  (serverWindow ??= import('jsdom').then(
    ({ JSDOM }) => new JSDOM('').window as unknown as WindowLike,
  ));
const sanitizer = new DomPurifySanitizer(domWindow);

/**
 * The platform of one server render (docs/architecture.md#server-rendering): a page for nobody in
 * particular — empty storage and cookies, the visitor gate shut, analytics and scripts going
 * nowhere, the editors' HTML sanitized in a server-side DOM — at one fixed time, which the page
 * hands on to the browser's first render, and timers that never fire. The one thing of the
 * visitor's it sees is the cart the request's cookie names (docs/product.md#before-scripts).
 */
export function serverPlatformModule(
  renderedAt: number,
  cart: CartStorage = new MemoryKeyValueStorage(),
): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const clock = { now: () => renderedAt };
    bind(VisitorGate).toConstantValue(new VisitorGate(false));
    bind(Clock).toConstantValue(clock);
    bind(KeyValueStorage).toConstantValue(new MemoryKeyValueStorage());
    bind(CartStorage).toConstantValue(cart);
    bind(OrderKeeper).toConstantValue(new MemoryOrderKeeper());
    bind(CheckoutDraft).toConstantValue(new MemoryCheckoutDraft());
    bind(CookieJar).toConstantValue(new MemoryCookieJar(clock));
    bind(AnalyticsSink).toConstantValue(new MemoryAnalyticsSink());
    bind(ScriptLoader).toConstantValue(new MemoryScriptLoader());
    bind(Scheduler).toConstantValue(new MemoryScheduler());
    bind(NetworkConditions).toConstantValue(new MemoryNetworkConditions());
    bind(HtmlSanitizer).toConstantValue(sanitizer);
  });
}
