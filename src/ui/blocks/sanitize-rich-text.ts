import DOMPurify from 'dompurify';

/** What a text block may hold: paragraphs, headings, lists, emphasis and links. */
const RICH_TEXT = {
  ALLOWED_TAGS: [
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
  ALLOWED_ATTR: ['href', 'target', 'rel', 'title'],
};

/**
 * SPEC §2 text block: the editors' rich text goes through DOMPurify before it is shown, so it
 * never carries scripts, event handlers, styles or `javascript:` links (issue 8).
 */
export function sanitizeRichText(html: string): string {
  return DOMPurify.sanitize(html, RICH_TEXT);
}
