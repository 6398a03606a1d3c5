import type { OrderAddress } from '@/domain/account/order-address';
import type { CartProduct } from './cart-product';
import type { CartCheckout } from './checkout';

/** docs/product.md#cart-data totals, as the commerce backend words them. */
export interface CartTotals {
  readonly totalQuantity: number;
  readonly shippingPrice: string;
  readonly shippingPriceAsNumber: number;
  readonly grandTotalPrice: string;
  /** The lines' sum before vouchers and shipping. */
  readonly itemsTotalPriceAsNumber?: number | undefined;
  /** What the applied vouchers take off, written and as a number. */
  readonly totalDiscountPrice?: string | undefined;
  readonly totalDiscountPriceAsNumber?: number | undefined;
  readonly grandTotalPriceAsNumber?: number | undefined;
}

/** docs/product.md#cart-data: one line of the cart. */
export interface CartItem {
  /** The item (variant and size) id. */
  readonly item: string;
  /** The line id, which the commerce backend uses to change this line. */
  readonly line: string;
  readonly sku: string;
  readonly quantity: number;
  readonly size: string;
  readonly productName: string;
  readonly brandName: string;
  readonly priceEachAsNumber: number;
  readonly totalPrice: string;
  readonly totalPriceBeforeDiscount: string;
  readonly anyDiscount: boolean;
  /** docs/product.md#cart-data: sent with cart lines, not with an account's past orders. */
  readonly product?: CartProduct | undefined;
}

/**
 * docs/product.md#delivery-options: one way the order can be delivered, as the commerce backend
 * offers it for the cart's country, named in the cart's language and priced in its currency.
 */
export interface DeliveryOption {
  readonly id: string;
  readonly name: string;
  readonly price: string;
  readonly priceAsNumber: number;
  /** Exactly one option of a cart with lines is chosen; its price is the cart's shipping. */
  readonly chosen: boolean;
}

/** docs/product.md#cart-data, which docs/product.md#cart-and-checkout calls the cart selection. */
export interface Cart {
  readonly items: readonly CartItem[];
  readonly totals: CartTotals;
  readonly paymentHTML?: string | undefined;
  readonly centraCheckoutScript?: string | undefined;
  /**
   * The voucher codes applied to the cart (docs/product.md#commerce-backend
   * `/cart/vouchers/{code}`).
   */
  readonly vouchers?: readonly string[] | undefined;
  /** The ISO code of the currency the cart is priced in. */
  readonly currency?: string | undefined;
  /** Where the cart is shipped and what the shopper gave the checkout. */
  readonly checkout?: CartCheckout | undefined;
  /** How the cart can be delivered (docs/product.md#delivery-options); none for an empty cart. */
  readonly deliveryOptions?: readonly DeliveryOption[] | undefined;
}

/**
 * docs/product.md#commerce-backend "The response to a cart add carries items and line": the cart
 * after the add, and the line the item went into (a new one, or the line that already held the
 * item).
 */
export interface CartAddition {
  readonly cart: Cart;
  readonly line: CartItem;
}

/** docs/product.md#orders. */
export interface OrderTotals {
  readonly grandTotalPriceAsNumber: number;
  readonly totalDiscountPriceAsNumber: number;
  readonly grandTotalPriceTaxAsNumber: number;
  readonly shippingPriceAsNumber: number;
}

/**
 * docs/product.md#orders: what a completed payment leaves behind, shown on the receipt, and what
 * the account service tells of a past order.
 */
export interface Order {
  /** The order number. */
  readonly order: string;
  readonly currency: string;
  readonly items: readonly CartItem[];
  readonly totals: OrderTotals;
  /**
   * When it was placed, ISO 8601; sent for an account's past orders
   * (docs/product.md#commerce-backend).
   */
  readonly date?: string | undefined;
  /** The backend's own word for its state (`shipped`, `delivered`…), for past orders. */
  readonly status?: string | undefined;
  /**
   * Where it goes and whom the confirmation is mailed to (docs/product.md#orders): the address and
   * email given at checkout, or those of a past order.
   */
  readonly address?: OrderAddress | undefined;
  /** How it is delivered (docs/product.md#orders); none when the backend does not say. */
  readonly delivery?: OrderDelivery | undefined;
}

/**
 * The delivery an order was placed with: the option's name, when the cart offered named options,
 * and what it cost, written and as a number.
 */
export interface OrderDelivery {
  readonly name?: string | undefined;
  readonly price: string;
  readonly priceAsNumber: number;
}

/**
 * What the shop holds of a checkout (docs/product.md#cart-and-checkout): the cart selection, the
 * payment step the external checkout shows, and the order once paid. The payment's shape
 * belongs to the checkout widget, so the rules take it as it comes.
 */
export interface CheckoutState<Payment> {
  readonly selection: Cart | undefined;
  readonly payment: Payment | undefined;
  readonly order: Order | undefined;
}
