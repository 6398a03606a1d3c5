import type { DOMPurify as Purifier, WindowLike } from 'dompurify';
import type { HtmlSanitizer } from '@/application/content/html-sanitizer.port';
import { HTML_ALLOW_LISTS, type HtmlKind } from '@/domain/content/html-allow-lists';
import { safeLinkHref } from '@/domain/content/safe-url';

const NEW_TAB = '_blank';

/**
 * A DOMPurify of the shop's own, so its hook touches nothing else. After DOMPurify has dropped
 * every element and attribute outside the allow-list, the hook applies the shop's link rule
 * (`safeLinkHref`): an `href` that is not http(s), mailto, tel or relative goes, so the link is
 * plain text; a link opening a new tab gets `rel="noopener noreferrer"`, and any other `target`
 * goes.
 */
export function shopPurifier(createPurifier: (window: WindowLike) => Purifier, window: WindowLike) {
  const purifier = createPurifier(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (!('getAttribute' in node)) return;
    const element = node as Element;
    const href = element.getAttribute('href');
    if (href !== null && safeLinkHref(href) === undefined) element.removeAttribute('href');
    const target = element.getAttribute('target');
    if (target === NEW_TAB) element.setAttribute('rel', 'noopener noreferrer');
    else if (target !== null) element.removeAttribute('target');
  });
  return purifier;
}

/**
 * The sanitizer on DOMPurify, the kept sanitizer that parses HTML as a browser does: in the
 * browser over its own window, on the server over a DOM implementation's (the server's platform
 * passes one). DOMPurify's code is fetched the first time something is sanitized.
 */
export class DomPurifySanitizer implements HtmlSanitizer {
  private purifier: Promise<Purifier> | undefined;

  constructor(private readonly window: () => Promise<WindowLike>) {}

  async sanitize(kind: HtmlKind, html: string): Promise<string> {
    this.purifier ??= Promise.all([import('dompurify'), this.window()]).then(
      ([module, window]) => shopPurifier(module.default, window),
      (error: unknown) => {
        this.purifier = undefined; // a later call tries again
        throw error;
      },
    );
    const allow = HTML_ALLOW_LISTS[kind];
    return (await this.purifier).sanitize(html, {
      ALLOWED_TAGS: [...allow.tags],
      ALLOWED_ATTR: [...allow.attributes],
    });
  }
}
