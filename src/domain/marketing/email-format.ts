/**
 * docs/product.md#validation Newsletter email format, the classic web-form email pattern: a local
 * part (dot-separated runs of anything but `<>()[]\.,;:@"` and white space, or any quoted text),
 * `@`, then either a domain whose labels are letters, digits and hyphens and whose top-level part
 * is at least two letters, or an IPv4-shaped address in square brackets (one to three digits per
 * part). It is written in lower case because the check runs on the lower-cased email.
 */
export const NEWSLETTER_EMAIL_PATTERN =
  /^(?:[^<>()[\]\\.,;:\s@"]+(?:\.[^<>()[\]\\.,;:\s@"]+)*|".+")@(?:\[\d{1,3}(?:\.\d{1,3}){3}\]|(?:[a-z0-9-]+\.)+[a-z]{2,})$/;

/**
 * docs/product.md#validation: whether a newsletter email passes the format check, compared in lower
 * case. Nothing is trimmed: surrounding white space fails. Failing shows the toast
 * (docs/product.md#errors) (Error, SUBSCRIBE_EMAIL_ERROR).
 */
export function isNewsletterEmail(email: string): boolean {
  return NEWSLETTER_EMAIL_PATTERN.test(email.toLowerCase());
}
