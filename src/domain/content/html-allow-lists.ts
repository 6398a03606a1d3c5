/** The two kinds of editors' HTML the shop shows: a header notice, and a block's rich text. */
export type HtmlKind = 'notice' | 'rich-text';

/** What an editors' HTML field may keep: its tags and attributes. */
export interface HtmlAllowList {
  readonly tags: readonly string[];
  readonly attributes: readonly string[];
}

const LINK_ATTRIBUTES = ['href', 'target', 'rel', 'title'];

/**
 * docs/product.md#notices, docs/product.md#content-blocks: a notice may carry inline emphasis and
 * links; rich text (text block, image plus text, accordion) paragraphs, headings, lists,
 * emphasis and links. Neither ever carries scripts, event handlers or styles.
 */
export const HTML_ALLOW_LISTS: Readonly<Record<HtmlKind, HtmlAllowList>> = {
  notice: {
    tags: ['a', 'b', 'strong', 'i', 'em', 'u', 'br', 'span', 'p', 'small'],
    attributes: LINK_ATTRIBUTES,
  },
  'rich-text': {
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
    attributes: LINK_ATTRIBUTES,
  },
};

const MARKUP = /<[a-z][^>]*>/i;

/** Markup the editors wrote, as opposed to plain text with blank lines between paragraphs. */
export function hasMarkup(text: string): boolean {
  return MARKUP.test(text);
}
