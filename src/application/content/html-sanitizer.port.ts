import type { HtmlKind } from '@/domain/content/html-allow-lists';

export const HtmlSanitizer = Symbol('HtmlSanitizer');

/**
 * Makes the editors' HTML safe to show (docs/product.md#notices, docs/product.md#content-blocks):
 * only the tags and attributes of its kind's allow-list, and only safe links. Asynchronous, so
 * the browser fetches the sanitizer's code only for pages that hold markup.
 */
export interface HtmlSanitizer {
  /** The HTML with everything outside `kind`'s allow-list removed. */
  sanitize(kind: HtmlKind, html: string): Promise<string>;
}
