/** SPEC §3 Cart totals, as the commerce backend words them. */
export interface CartTotals {
  readonly totalQuantity: number;
  readonly shippingPrice: string;
  readonly shippingPriceAsNumber: number;
  readonly grandTotalPrice: string;
}

/**
 * SPEC §3 Cart item: one line of the cart. The `_product` details are left out until a rule
 * needs them.
 */
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
}

/** SPEC §3 Cart, which SPEC §4 calls the cart selection. */
export interface Cart {
  readonly items: readonly CartItem[];
  readonly totals: CartTotals;
  readonly paymentHTML?: string | undefined;
  readonly centraCheckoutScript?: string | undefined;
}

/** SPEC §3 Order totals. */
export interface OrderTotals {
  readonly grandTotalPriceAsNumber: number;
  readonly totalDiscountPriceAsNumber: number;
  readonly grandTotalPriceTaxAsNumber: number;
  readonly shippingPriceAsNumber: number;
}

/** SPEC §3 Order: what a completed payment leaves behind, shown on the receipt. */
export interface Order {
  /** The order number. */
  readonly order: string;
  readonly currency: string;
  readonly items: readonly CartItem[];
  readonly totals: OrderTotals;
}

/**
 * What the shop holds of a checkout (SPEC §4 Cart and checkout): the cart selection, the
 * payment step the external checkout shows, and the order once paid. The payment's shape
 * belongs to the checkout widget, so the rules take it as it comes.
 */
export interface CheckoutState<Payment> {
  readonly selection: Cart | undefined;
  readonly payment: Payment | undefined;
  readonly order: Order | undefined;
}
