/**
 * docs/product.md#restock-sign-up, docs/product.md#constants-and-limits: the restock modal closes
 * itself this long after a submit attempt.
 */
export const RESTOCK_MODAL_AUTO_CLOSE_MS = 3000;

/**
 * docs/product.md#validation, docs/product.md#restock-sign-up: the newsletter subscribe button and
 * the back-in-stock button are disabled while the email field is empty. A field of white space only
 * counts as empty. This is the only check on back-in-stock; the newsletter adds `isNewsletterEmail`
 * on submit.
 */
export function isSubscribeDisabled(email: string): boolean {
  return email.trim() === '';
}
