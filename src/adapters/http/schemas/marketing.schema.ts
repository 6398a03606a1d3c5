import * as z from 'zod/mini';

/**
 * docs/product.md#newsletter-and-back-in-stock `POST /api/klaviyo/newsletter-subscribe/{email}`
 * body.
 */
export const newsletterSubscriptionSchema = z.object({
  countryCode: z.string(),
  languageCode: z.string(),
  list: z.string(),
});

/**
 * docs/product.md#newsletter-and-back-in-stock
 * `POST /api/klaviyo/back-in-stock-subscription/{email}` body.
 */
export const backInStockSubscriptionSchema = z.object({
  itemId: z.string(),
  languageCode: z.string(),
  countryCode: z.string(),
});

/**
 * docs/product.md#newsletter-and-back-in-stock: the back-in-stock answer, of which only `success`
 * is read; no body at all (the marketing service's own 202 Accepted, passed on) is a success.
 */
export const backInStockAnswerSchema = z.union([
  z.object({ success: z.boolean() }),
  z.pipe(
    z.union([z.literal(''), z.null(), z.undefined()]),
    z.transform(() => ({ success: true })),
  ),
]);

export type NewsletterSubscriptionBody = z.input<typeof newsletterSubscriptionSchema>;
export type BackInStockSubscriptionBody = z.input<typeof backInStockSubscriptionSchema>;
export type BackInStockAnswerBody = z.input<typeof backInStockAnswerSchema>;
