import * as z from 'zod/mini';

/** SPEC §7 `POST /api/klaviyo/newsletter-subscribe/{email}` body. */
export const newsletterSubscriptionSchema = z.object({
  countryCode: z.string(),
  languageCode: z.string(),
  list: z.string(),
});

/** SPEC §7 `POST /api/klaviyo/back-in-stock-subscription/{email}` body. */
export const backInStockSubscriptionSchema = z.object({
  itemId: z.string(),
  languageCode: z.string(),
  countryCode: z.string(),
});

/** SPEC §7: the back-in-stock answer, of which only `success` is read. */
export const backInStockAnswerSchema = z.object({ success: z.boolean() });

export type NewsletterSubscriptionBody = z.input<typeof newsletterSubscriptionSchema>;
export type BackInStockSubscriptionBody = z.input<typeof backInStockSubscriptionSchema>;
export type BackInStockAnswerBody = z.input<typeof backInStockAnswerSchema>;
