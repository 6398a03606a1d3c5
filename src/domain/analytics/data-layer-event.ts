import type {
  AddToCartEvent,
  CheckoutEvent,
  PurchaseEvent,
  RemoveFromCartEvent,
} from './cart-events';
import type { ConsentUpdateEvent } from './consent-event';
import type { NewsletterSignupEvent, PageViewEvent, SearchEvent } from './page-events';
import type {
  ProductClickEvent,
  ProductDetailEvent,
  ProductImpressionsEvent,
} from './product-events';

/**
 * docs/product.md#other-calls: every event the shop pushes to the data layer. Commerce events
 * follow the GA Universal enhanced-ecommerce shape —
 * `{ event, ecommerce: { currencyCode, <action> } }` where the action is `impressions`, `click`,
 * `detail`, `add`, `remove`, `checkout` or `purchase`, and click, detail, checkout and purchase
 * carry an `actionField`.
 */
export type DataLayerEvent =
  | PageViewEvent
  | ProductImpressionsEvent
  | ProductClickEvent
  | ProductDetailEvent
  | AddToCartEvent
  | RemoveFromCartEvent
  | CheckoutEvent
  | PurchaseEvent
  | NewsletterSignupEvent
  | SearchEvent
  | ConsentUpdateEvent;
