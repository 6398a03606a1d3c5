/** docs/product.md#constants-and-limits: the newsletter popup fades in 0.3 s. */
export const NEWSLETTER_FADE_MS = 300;

/** What decides whether the newsletter banner shows (docs/product.md#newsletter-banner). */
export interface NewsletterBannerContext {
  /** The newsletter-seen cookie (docs/product.md#cookies) exists. */
  readonly cookieSet: boolean;
  /** The banner's `show_always` option is set. */
  readonly showAlways: boolean;
  /** The shopper closed it or signed up on this page. */
  readonly closed: boolean;
}

/**
 * docs/product.md#newsletter-banner: "shown unless the newsletter cookie exists or show_always is
 * set", read as: `show_always` overrides the cookie, so the banner shows when `show_always` is set
 * or there is no cookie. Closing or a successful signup hides it on this page either way (and the
 * caller sets the cookie).
 */
export function isNewsletterBannerVisible(context: NewsletterBannerContext): boolean {
  return !context.closed && (context.showAlways || !context.cookieSet);
}
