import { sanitizeHtml, type HtmlAllowList } from '../sanitize-html';

/** What a text block may hold: paragraphs, headings, lists, emphasis and links. */
const RICH_TEXT: HtmlAllowList = {
  tags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'b',
    'strong',
    'i',
    'em',
    'u',
    'small',
    'blockquote',
    'span',
  ],
  attributes: ['href', 'target', 'rel', 'title'],
};

/**
 * docs/product.md#content-blocks text block: the editors' rich text goes through DOMPurify before
 * it is shown, so it never carries scripts, event handlers, styles or links other than http(s),
 * mailto, tel or relative ones.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT);
}
