import DOMPurify from 'dompurify';

/** What an editor's notice may hold: inline text markup and links, nothing that runs. */
const NOTICE_HTML = {
  ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'u', 'br', 'span', 'p', 'small'],
  ALLOWED_ATTR: ['href', 'target', 'rel', 'title'],
};

/**
 * SPEC §3 Notice: the editors' HTML goes through DOMPurify before it is shown, so a notice can
 * carry emphasis and links but never scripts, event handlers or `javascript:` URLs.
 */
export function sanitizeNoticeHtml(html: string): string {
  return DOMPurify.sanitize(html, NOTICE_HTML);
}
