import * as z from 'zod/mini';
import { orderAddressSchema } from './cart.schema';
import { discountAmountSchema } from './centra-values.schema';

/**
 * The account service's bodies (docs/product.md#account-service). docs/product.md names the paths
 * only: the fields are those of docs/product.md#account-data (Account, Order, Order address, Cart
 * item), camelCase.
 */
const optionalText = z.optional(z.nullable(z.string()));

export const credentialsSchema = z.object({ email: z.string(), password: z.string() });

export const accountDetailsSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: optionalText,
  city: optionalText,
  state: optionalText,
  country: optionalText,
  zipCode: optionalText,
});

export const accountChangeSchema = z.partial(z.omit(accountDetailsSchema, { email: true }));

export const registrationSchema = z.extend(accountDetailsSchema, { password: z.string() });

/**
 * What login and register answer: the session token and the greeting's first name — at the top,
 * or in `loggedIn` as the commerce platform's own login answers it.
 */
export const sessionSchema = z.object({
  token: z.string(),
  firstName: optionalText,
  loggedIn: z.optional(z.nullable(z.object({ firstName: optionalText }))),
});

export const accountExistsSchema = z.object({ exists: z.boolean() });

export const passwordResetEmailSchema = z.object({ email: z.string() });

export const passwordResetSchema = z.object({ hash: z.string(), password: z.string() });

/** What a write with nothing to tell answers. */
export const acknowledgedSchema = z.object({ success: z.literal(true) });

export const orderSummarySchema = z.object({
  order: z.union([z.string(), z.number()]),
  date: z.string(),
  status: z.string(),
  currency: z.string(),
  grandTotalPriceAsNumber: z.number(),
  totalQuantity: z.number(),
});

export const orderSummariesSchema = z.array(orderSummarySchema);

export const orderItemSchema = z.object({
  item: z.union([z.string(), z.number()]),
  line: z.string(),
  sku: z.string(),
  quantity: z.number(),
  size: optionalText,
  productName: z.string(),
  brandName: optionalText,
  priceEachAsNumber: z.number(),
  totalPrice: z.string(),
  totalPriceBeforeDiscount: z.string(),
  anyDiscount: z.boolean(),
});

export const orderSchema = z.object({
  order: z.union([z.string(), z.number()]),
  currency: z.string(),
  items: z.array(orderItemSchema),
  totals: z.object({
    grandTotalPriceAsNumber: z.number(),
    totalDiscountPriceAsNumber: discountAmountSchema,
    grandTotalPriceTaxAsNumber: z.number(),
    shippingPriceAsNumber: z.number(),
  }),
  date: optionalText,
  status: optionalText,
  address: z.optional(z.nullable(orderAddressSchema)),
});

export type CredentialsBody = z.input<typeof credentialsSchema>;
export type AccountDetailsBody = z.input<typeof accountDetailsSchema>;
export type AccountChangeBody = z.input<typeof accountChangeSchema>;
export type RegistrationBody = z.input<typeof registrationSchema>;
export type SessionBody = z.input<typeof sessionSchema>;
export type AccountExistsBody = z.input<typeof accountExistsSchema>;
export type PasswordResetEmailBody = z.input<typeof passwordResetEmailSchema>;
export type PasswordResetBody = z.input<typeof passwordResetSchema>;
export type AcknowledgedBody = z.input<typeof acknowledgedSchema>;
export type OrderSummaryBody = z.input<typeof orderSummarySchema>;
export type OrderBody = z.input<typeof orderSchema>;
