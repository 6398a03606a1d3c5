import * as z from 'zod/mini';

/**
 * The checkout's address as the commerce backend sends and takes it
 * (docs/product.md#checkout-details), every field optional: the HTTP adapter parses the backend's
 * answer with it, and the memory fake the cart it keeps in the browser, which plays that backend.
 */
export const checkoutAddressSchema = z.partial(
  z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    zipCode: z.string(),
  }),
);
