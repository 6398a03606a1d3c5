import DOMPurify from 'dompurify';
import { safeLinkHref } from '@/domain/content/safe-url';

/** What an editors' HTML field may keep: its tags and attributes (DOMPurify's allow-lists). */
export interface HtmlAllowList {
  readonly tags: readonly string[];
  readonly attributes: readonly string[];
}

const NEW_TAB = '_blank';

/**
 * One DOMPurify of the shop's own, so its hooks touch nothing else. After DOMPurify has dropped
 * every element and attribute outside the allow-list, the hook applies the shop's link rule
 * (`safeLinkHref`): an `href` that is not http(s), mailto, tel or relative goes, so the
 * link is plain text; a link opening a new tab gets `rel="noopener noreferrer"`, and any other
 * `target` goes.
 */
const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (!('getAttribute' in node)) return;
  const element = node as Element;
  const href = element.getAttribute('href');
  if (href !== null && safeLinkHref(href) === undefined) element.removeAttribute('href');
  const target = element.getAttribute('target');
  if (target === NEW_TAB) element.setAttribute('rel', 'noopener noreferrer');
  else if (target !== null) element.removeAttribute('target');
});

/** The editors' HTML with only the allowed tags and attributes, and only safe links. */
export function sanitizeHtml(html: string, allow: HtmlAllowList): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...allow.tags],
    ALLOWED_ATTR: [...allow.attributes],
  });
}
