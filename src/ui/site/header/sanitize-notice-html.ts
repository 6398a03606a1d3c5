import { sanitizeHtml, type HtmlAllowList } from '@/ui/content/sanitize-html';

/** What an editor's notice may hold: inline text markup and links, nothing that runs. */
const NOTICE_HTML: HtmlAllowList = {
  tags: ['a', 'b', 'strong', 'i', 'em', 'u', 'br', 'span', 'p', 'small'],
  attributes: ['href', 'target', 'rel', 'title'],
};

/**
 * docs/product.md#notices: the editors' HTML goes through DOMPurify before it is shown, so a notice
 * can carry emphasis and links but never scripts, event handlers, styles or links other than
 * http(s), mailto, tel or relative ones.
 */
export function sanitizeNoticeHtml(html: string): string {
  return sanitizeHtml(html, NOTICE_HTML);
}
