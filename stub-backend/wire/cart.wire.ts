import type {
  CartAdditionBody,
  CartBody,
  CartItemBody,
  CartProductBody,
  OrderBody,
  PaymentFieldsBody,
  PaymentResultBody,
} from '../../src/adapters/http/schemas/cart.schema';
import type { Cart, CartAddition, CartItem, Order } from '../../src/domain/cart/cart';
import type { CartProduct } from '../../src/domain/cart/cart-product';
import type { PaymentForm } from '../../src/domain/cart/checkout';
import type { PaymentResult } from '../../src/domain/cart/payment-result';

/** A fake cart written as the commerce backend sends it, with the cart's token. */
export function cartBody(cart: Cart, token: string): CartBody {
  return {
    token,
    items: cart.items.map(cartItemBody),
    totals: { ...cart.totals },
    vouchers: [...(cart.vouchers ?? [])],
    currency: cart.currency ?? null,
    country: cart.checkout?.country ?? null,
    language: cart.checkout?.language ?? null,
    email: cart.checkout?.email ?? null,
    checkoutFields: cart.checkout?.fields,
    deliveryOptions: (cart.deliveryOptions ?? []).map((option) => ({ ...option })),
    paymentHTML: cart.paymentHTML ?? null,
    centraCheckoutScript: cart.centraCheckoutScript ?? null,
  };
}

/** docs/product.md#commerce-backend: the answer to a cart add carries the items and the line. */
export function cartAdditionBody(addition: CartAddition, token: string): CartAdditionBody {
  return { ...cartBody(addition.cart, token), line: addition.line.line };
}

/**
 * The payment step as a provider's HTML comes: its element, and the provider's script from
 * `scriptUrl`, which builds the form in it (docs/test-payment-provider.md).
 */
export function paymentFieldsBody(
  form: PaymentForm,
  token: string,
  scriptUrl: string,
): PaymentFieldsBody {
  return {
    token,
    paymentHTML: `${form.paymentHTML}<script src="${scriptUrl}"></script>`,
    centraCheckoutScript: form.centraCheckoutScript ?? null,
  };
}

export function paymentResultBody(result: PaymentResult, token: string): PaymentResultBody {
  return { token, order: result.order ? orderBody(result.order) : null };
}

function orderBody(order: Order): OrderBody {
  return {
    order: order.order,
    currency: order.currency,
    items: order.items.map(cartItemBody),
    totals: { ...order.totals },
    address: order.address ? { ...order.address, street: order.address.street ?? null } : null,
    delivery: order.delivery ? { ...order.delivery, name: order.delivery.name ?? null } : null,
  };
}

function cartItemBody(item: CartItem): CartItemBody {
  return {
    item: item.item,
    line: item.line,
    sku: item.sku,
    quantity: item.quantity,
    size: item.size,
    productName: item.productName,
    brandName: item.brandName,
    priceEachAsNumber: item.priceEachAsNumber,
    totalPrice: item.totalPrice,
    totalPriceBeforeDiscount: item.totalPriceBeforeDiscount,
    anyDiscount: item.anyDiscount,
    _product: item.product ? cartProductBody(item.product, item.item) : null,
  };
}

/** docs/product.md#cart-data: the fake knows the line's item, so `items` lists that one. */
function cartProductBody(product: CartProduct, itemId: string): CartProductBody {
  return {
    name: product.name,
    silkVariantName: product.variantName,
    mother_sku_value: product.motherSku,
    productSku: product.productSku,
    canonicalUri: product.canonicalUri,
    uri: product.uri,
    media: product.image === undefined ? { original: [] } : { original: [product.image] },
    items: [{ item: itemId, stockByMarket: { ...product.stockByMarket } }],
    localized: Object.fromEntries(
      Object.entries(product.localized).map(([language, names]) => [
        language,
        { name: names.name, silkVariantName: names.variantName },
      ]),
    ),
    measurement_value: product.measurement ?? null,
    volume_value: product.volume ?? null,
    folderName: product.folderName ?? null,
  };
}
