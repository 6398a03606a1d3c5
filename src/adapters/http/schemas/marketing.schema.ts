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
 * is read.
 */
export const backInStockAnswerSchema = z.object({ success: z.boolean() });

export type NewsletterSubscriptionBody = z.input<typeof newsletterSubscriptionSchema>;
export type BackInStockSubscriptionBody = z.input<typeof backInStockSubscriptionSchema>;
export type BackInStockAnswerBody = z.input<typeof backInStockAnswerSchema>;
