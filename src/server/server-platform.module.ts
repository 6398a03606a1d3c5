import type { ContainerModule } from 'inversify';
import type { WindowLike } from 'dompurify';
import { MemoryKeyValueStorage } from '@/adapters/memory/key-value-storage.memory';
import { MemoryScheduler } from '@/adapters/memory/scheduler.memory';
import { DomPurifySanitizer } from '@/adapters/shared/dompurify-sanitizer';
import type { CartStorage } from '@/application/cart/cart-storage.port';
import { VisitorGate } from '@/application/shared/visitor-gate';
import {
  pagelessServices,
  platformServicesModule,
} from '@/composition/modules/platform-services.module';

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
  return platformServicesModule(() => {
    return {
      ...pagelessServices({ now: () => renderedAt }),
      visitorGate: new VisitorGate(false),
      scheduler: new MemoryScheduler(),
      cartStorage: cart,
      sanitizer,
    };
  });
}
