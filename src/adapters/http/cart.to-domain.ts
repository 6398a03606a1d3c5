import type * as z from 'zod/mini';
import type { OrderAddress } from '@/domain/account/order-address';
import type { Cart, CartItem, Order } from '@/domain/cart/cart';
import type { CartProduct } from '@/domain/cart/cart-product';
import { withChosenDelivery } from '@/domain/cart/delivery-options';
import type {
  cartItemSchema,
  cartProductSchema,
  cartSchema,
  orderAddressSchema,
  orderSchema,
} from './schemas/cart.schema';
import { streetOf } from './schemas/centra-values.schema';

type CartOut = z.output<typeof cartSchema>;
type ItemOut = z.output<typeof cartItemSchema>;

/**
 * The one place the commerce backend's cart body becomes the shop's Cart
 * (docs/product.md#cart-data).
 */
export function toCart(body: CartOut): Cart {
  const { country, language } = body;
  return {
    items: body.items.map(toCartItem),
    totals: {
      totalQuantity: body.totals.totalQuantity,
      shippingPrice: body.totals.shippingPrice,
      shippingPriceAsNumber: body.totals.shippingPriceAsNumber,
      grandTotalPrice: body.totals.grandTotalPrice,
      itemsTotalPriceAsNumber: body.totals.itemsTotalPriceAsNumber,
      totalDiscountPrice: body.totals.totalDiscountPrice,
      totalDiscountPriceAsNumber: body.totals.totalDiscountPriceAsNumber,
      grandTotalPriceAsNumber: body.totals.grandTotalPriceAsNumber,
    },
    paymentHTML: body.paymentHTML ?? undefined,
    centraCheckoutScript: body.centraCheckoutScript ?? undefined,
    vouchers: body.vouchers,
    currency: body.currency ?? undefined,
    checkout:
      country && language
        ? {
            country: country.toUpperCase(),
            language,
            email: body.email ?? undefined,
            fields: body.checkoutFields ?? {},
          }
        : undefined,
    deliveryOptions: toDeliveryOptions(body.deliveryOptions),
  };
}

/**
 * docs/product.md#delivery-options: exactly one option is chosen — the one the backend marks, or
 * the default when it marks none.
 */
function toDeliveryOptions(options: CartOut['deliveryOptions']): Cart['deliveryOptions'] {
  const named = options.map(({ id, name, price, priceAsNumber }) => ({
    id: String(id),
    name,
    price,
    priceAsNumber,
  }));
  const marked = options.find((option) => option.chosen);
  return withChosenDelivery(named, marked === undefined ? undefined : String(marked.id));
}

/** docs/product.md#orders, as a payment result answers it. */
export function toOrder(body: z.output<typeof orderSchema>): Order {
  const { address, delivery } = body;
  return {
    order: String(body.order),
    currency: body.currency,
    items: body.items.map(toCartItem),
    totals: body.totals,
    address: address ? toOrderAddress(address) : undefined,
    delivery: delivery ? { ...delivery, name: delivery.name ?? undefined } : undefined,
  };
}

/** docs/product.md#orders address, from the shop's fields or the commerce platform's. */
export function toOrderAddress(body: z.output<typeof orderAddressSchema>): OrderAddress {
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    phoneNumber: body.phoneNumber ?? '',
    street: streetOf(body),
    city: body.city,
    state: body.state ?? '',
    country: body.country,
    zipCode: body.zipCode,
  };
}

function toCartItem(body: ItemOut): CartItem {
  const item = String(body.item);
  return {
    item,
    line: body.line,
    sku: body.sku,
    quantity: body.quantity,
    size: body.size ?? '',
    productName: body.productName,
    brandName: body.brandName ?? '',
    priceEachAsNumber: body.priceEachAsNumber,
    totalPrice: body.totalPrice,
    totalPriceBeforeDiscount: body.totalPriceBeforeDiscount,
    anyDiscount: body.anyDiscount,
    product: body._product ? toCartProduct(body._product, item) : undefined,
  };
}

function toCartProduct(body: z.output<typeof cartProductSchema>, itemId: string): CartProduct {
  const localized = Object.fromEntries(
    Object.entries(body.localized).map(([language, names]) => [
      language,
      { name: names.name, variantName: names.silkVariantName ?? '' },
    ]),
  );
  return {
    name: body.name,
    variantName: body.silkVariantName ?? '',
    motherSku: body.mother_sku_value,
    productSku: body.productSku,
    uri: body.uri,
    canonicalUri: body.canonicalUri,
    image: body.media?.original?.[0] ?? body.media?.full?.[0],
    stockByMarket: body.items.find((entry) => String(entry.item) === itemId)?.stockByMarket ?? {},
    localized,
    measurement: body.measurement_value ?? undefined,
    volume: body.volume_value ?? undefined,
    folderName: body.folderName ?? undefined,
  };
}
