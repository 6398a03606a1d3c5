import fc from 'fast-check';
import type { Cart, CartItem, CheckoutState, Order } from '@/domain/cart/cart';

/** A sku, now and then one the cart panel hides (`REP…`). */
export const sku = fc.oneof(
  fc.stringMatching(/^[A-Z0-9-]{1,10}$/),
  fc.stringMatching(/^[A-Z0-9-]{0,7}$/).map((rest) => `REP${rest}`),
);

export const cartItem: fc.Arbitrary<CartItem> = fc.record({
  item: fc.stringMatching(/^[0-9]{1,6}$/),
  line: fc.stringMatching(/^[a-f0-9]{8}$/),
  sku,
  quantity: fc.integer({ min: 1, max: 24 }),
  size: fc.constantFrom('', 'S', 'M', '50x70'),
  productName: fc.string({ maxLength: 12 }),
  brandName: fc.string({ maxLength: 8 }),
  priceEachAsNumber: fc.integer({ min: 0, max: 10_000 }),
  totalPrice: fc.string({ maxLength: 8 }),
  totalPriceBeforeDiscount: fc.string({ maxLength: 8 }),
  anyDiscount: fc.boolean(),
});

/** A cart whose `totals.totalQuantity` counts every line, hidden ones too. */
export const cart: fc.Arbitrary<Cart> = fc
  .record({
    items: fc.array(cartItem, { maxLength: 6 }),
    shippingPriceAsNumber: fc.integer({ min: 0, max: 200 }),
    paymentHTML: fc.option(fc.string({ maxLength: 8 }), { nil: undefined }),
  })
  .map(({ items, shippingPriceAsNumber, paymentHTML }) => ({
    items,
    totals: {
      totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
      shippingPrice: `${shippingPriceAsNumber} kr`,
      shippingPriceAsNumber,
      grandTotalPrice: '0 kr',
    },
    paymentHTML,
  }));

export const order: fc.Arbitrary<Order> = fc.record({
  order: fc.stringMatching(/^[0-9]{1,8}$/),
  currency: fc.constantFrom('SEK', 'EUR', 'NOK'),
  items: fc.array(cartItem, { maxLength: 4 }),
  totals: fc.record({
    grandTotalPriceAsNumber: fc.nat(),
    totalDiscountPriceAsNumber: fc.nat(),
    grandTotalPriceTaxAsNumber: fc.nat(),
    shippingPriceAsNumber: fc.nat(),
  }),
});

/** The payment step is opaque to the rules: any record will do. */
export const payment = fc.record({ html: fc.string({ maxLength: 8 }) });

export const checkoutState: fc.Arbitrary<CheckoutState<{ html: string }>> = fc.record({
  selection: fc.option(cart, { nil: undefined }),
  payment: fc.option(payment, { nil: undefined }),
  order: fc.option(order, { nil: undefined }),
});

/** A cart line for examples: only the sku and quantity matter to the rules. */
export function cartLine(sku: string, quantity = 1): CartItem {
  return {
    item: sku,
    line: `line-${sku}`,
    sku,
    quantity,
    size: '',
    productName: sku,
    brandName: '',
    priceEachAsNumber: 100,
    totalPrice: '100 kr',
    totalPriceBeforeDiscount: '100 kr',
    anyDiscount: false,
  };
}

/** A cart of these lines, its total quantity counting them all. */
export function cartWith(...items: CartItem[]): Cart {
  return {
    items,
    totals: {
      totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
      shippingPrice: '0 kr',
      shippingPriceAsNumber: 0,
      grandTotalPrice: '0 kr',
    },
  };
}
