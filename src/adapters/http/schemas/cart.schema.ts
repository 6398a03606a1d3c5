import * as z from 'zod/mini';
import { checkoutAddressSchema } from '@/adapters/shared/checkout-address-schema';
import {
  discountAmountSchema,
  discountTextSchema,
  orEmptyList,
  streetFields,
} from './centra-values.schema';

/**
 * The commerce backend's cart bodies (docs/product.md#commerce-backend `/cart/…`) in the wire
 * (docs/product.md#cart-data) names. Every cart answer may carry the cart `token`, which the
 * adapter sends back in the `api-token` header.
 */
/** The header every cart call names its cart in, as Centra's checkout API does. */
export const CART_TOKEN_HEADER = 'api-token';
/** docs/product.md#commerce-backend checkout update: the header the optional email goes in. */
export const CHECKOUT_EMAIL_HEADER = 'email';

const id = z.union([z.string(), z.number()]);
const optionalText = z.optional(z.nullable(z.string()));

const localizedNameSchema = z.object({
  name: z.string(),
  silkVariantName: z._default(z.nullable(z.string()), ''),
});

/** docs/product.md#cart-data. */
export const cartProductSchema = z.object({
  name: z.string(),
  silkVariantName: optionalText,
  mother_sku_value: z.string(),
  productSku: z.string(),
  canonicalUri: z.string(),
  uri: z.string(),
  /** Picture URLs by size; the first original or else full one is shown. */
  media: z.optional(
    orEmptyList(
      z.object({
        original: z.optional(z.array(z.string())),
        full: z.optional(z.array(z.string())),
      }),
    ),
  ),
  /** The product's items, each with its stock keyed by market number. */
  items: z._default(
    z.array(z.object({ item: id, stockByMarket: z.record(z.string(), z.number()) })),
    [],
  ),
  /** Name and silkVariantName keyed by language code. */
  localized: z._default(z.record(z.string(), localizedNameSchema), {}),
  measurement_value: optionalText,
  volume_value: optionalText,
  folderName: optionalText,
});

/** docs/product.md#cart-data. */
export const cartItemSchema = z.object({
  item: id,
  line: z.string(),
  sku: z.string(),
  quantity: z.number(),
  size: z._default(z.nullable(z.string()), ''),
  productName: z.string(),
  brandName: z._default(z.nullable(z.string()), ''),
  priceEachAsNumber: z.number(),
  totalPrice: z.string(),
  totalPriceBeforeDiscount: z.string(),
  anyDiscount: z.boolean(),
  _product: z.optional(z.nullable(cartProductSchema)),
});

export const cartTotalsSchema = z.object({
  totalQuantity: z.number(),
  shippingPrice: z.string(),
  shippingPriceAsNumber: z.number(),
  grandTotalPrice: z.string(),
  itemsTotalPriceAsNumber: z.optional(z.number()),
  totalDiscountPrice: discountTextSchema,
  totalDiscountPriceAsNumber: z.optional(discountAmountSchema),
  grandTotalPriceAsNumber: z.optional(z.number()),
});

/** `PUT /cart/checkout-fields/` body, and the fields a cart answers with. */
export const checkoutFieldsSchema = z.object({
  address: z.optional(checkoutAddressSchema),
  newsletter: z.optional(z.boolean()),
  comment: z.optional(z.string()),
  /** The chosen delivery option's id (docs/product.md#delivery-options); unknown ones get 400. */
  deliveryOption: z.optional(z.string()),
});

/** docs/product.md#delivery-options: one option the cart may be delivered with. */
export const deliveryOptionSchema = z.object({
  id: id,
  name: z.string(),
  price: z.string(),
  priceAsNumber: z.number(),
  chosen: z._default(z.boolean(), false),
});

/** docs/product.md#cart-data: every cart call but payment fields and result answers this. */
export const cartSchema = z.object({
  token: z.optional(z.string()),
  items: z.array(cartItemSchema),
  totals: cartTotalsSchema,
  vouchers: z._default(z.array(z.string()), []),
  currency: optionalText,
  /** Upper-case country code and language the cart is priced and written for. */
  country: optionalText,
  language: optionalText,
  email: optionalText,
  checkoutFields: z.optional(checkoutFieldsSchema),
  deliveryOptions: z._default(z.array(deliveryOptionSchema), []),
  paymentHTML: optionalText,
  centraCheckoutScript: optionalText,
});

/** `POST /cart/`: a new cart always comes with its token. */
export const createdCartSchema = z.extend(cartSchema, { token: z.string() });

/**
 * docs/product.md#commerce-backend: "The response to a cart add carries items and line" — the id of
 * the added line.
 */
export const cartAdditionSchema = z.extend(cartSchema, { line: z.string() });

/** `GET /cart/payment/fields/`. */
export const paymentFieldsSchema = z.object({
  token: z.optional(z.string()),
  paymentHTML: z.string(),
  centraCheckoutScript: optionalText,
});

/** docs/product.md#orders Order address, with the street the checkout asks for. */
export const orderAddressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: optionalText,
  ...streetFields,
  city: z.string(),
  state: optionalText,
  country: z.string(),
  zipCode: z.string(),
});

/** How an order is delivered: the option's name, when there is one, and its price. */
export const orderDeliverySchema = z.object({
  name: optionalText,
  price: z.string(),
  priceAsNumber: z.number(),
});

/** docs/product.md#orders. */
export const orderSchema = z.object({
  order: id,
  currency: z.string(),
  items: z.array(cartItemSchema),
  totals: z.object({
    grandTotalPriceAsNumber: z.number(),
    totalDiscountPriceAsNumber: discountAmountSchema,
    grandTotalPriceTaxAsNumber: z.number(),
    shippingPriceAsNumber: z.number(),
  }),
  address: z.optional(z.nullable(orderAddressSchema)),
  delivery: z.optional(z.nullable(orderDeliverySchema)),
});

/** `POST /cart/payment-result`: the order when the payment completed one. */
export const paymentResultSchema = z.object({
  token: z.optional(z.string()),
  order: z.optional(z.nullable(orderSchema)),
});

/** `POST /cart/payment-result` body: the payment provider's fields, as they came. */
export const paymentReturnSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean()]),
);

/** `PUT /cart/email` body. */
export const emailRequestSchema = z.object({ email: z.string() });

export type CartBody = z.input<typeof cartSchema>;
export type CartItemBody = z.input<typeof cartItemSchema>;
export type CartProductBody = z.input<typeof cartProductSchema>;
export type CartAdditionBody = z.input<typeof cartAdditionSchema>;
export type PaymentFieldsBody = z.input<typeof paymentFieldsSchema>;
export type PaymentResultBody = z.input<typeof paymentResultSchema>;
export type OrderBody = z.input<typeof orderSchema>;
export type DeliveryOptionBody = z.input<typeof deliveryOptionSchema>;
export type CheckoutFieldsBody = z.input<typeof checkoutFieldsSchema>;
export type EmailRequestBody = z.input<typeof emailRequestSchema>;
