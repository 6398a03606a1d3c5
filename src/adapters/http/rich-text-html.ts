import { BlockTypes, richTextResolver, type StoryblokRichTextNode } from '@storyblok/richtext';
import { normalizeSlug } from '@/domain/content/content-slug';

/**
 * The content service's rich-text fields arrive as a document tree (`{type: 'doc', content}`);
 * the blocks take rich text as an HTML string, which the UI sanitizes before showing it
 * (docs/product.md#content-blocks text block). Storyblok's own resolver writes the HTML; blocks
 * embedded in rich text have no place in a text, so they write nothing.
 */
const resolver = richTextResolver<string>({
  resolvers: { [BlockTypes.COMPONENT]: () => '' },
});

/** A value that is a rich-text document rather than a block, list or other field. */
function isRichTextDocument(value: unknown): value is StoryblokRichTextNode<string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'doc' &&
    Array.isArray((value as { content?: unknown }).content)
  );
}

type Node = Readonly<Record<string, unknown>>;

/**
 * A link mark to a story with its address as a path from the root, `/{full_slug}` (`/sv/om-oss`):
 * the editor may write the story's slug without the leading slash, which a browser would read
 * relative to the page. The UI then leads such a path to the current site
 * (`siteLinkHref`, docs/product.md#content-blocks).
 */
function rootedStoryLink(mark: Node): Node {
  const attrs = mark['attrs'] as Node | undefined;
  if (mark['type'] !== 'link' || attrs?.['linktype'] !== 'story') return mark;
  const story = attrs['story'] as Node | undefined;
  const slug = normalizeSlug(String(story?.['full_slug'] ?? attrs['href'] ?? ''));
  return slug === '' ? mark : { ...mark, attrs: { ...attrs, href: `/${slug}` } };
}

/** The document with every story link rooted (`rootedStoryLink`), at any depth. */
function withRootedStoryLinks<N extends object>(node: N): N {
  const { content, marks } = node as Node;
  return {
    ...node,
    ...(Array.isArray(content) ? { content: content.map(withRootedStoryLinks) } : {}),
    ...(Array.isArray(marks) ? { marks: marks.map(rootedStoryLink) } : {}),
  };
}

/** A document with no text or picture in it (an emptied field) is no text at all. */
function isBlank(html: string): boolean {
  return !/<img\b/i.test(html) && html.replace(/<[^>]*>/g, '').trim() === '';
}

/**
 * `value` with every rich-text document in it, at any depth (a block's field, a nested block's),
 * turned into its HTML; other values are kept as they are.
 */
export function richTextToHtml<T>(value: T): T {
  if (isRichTextDocument(value)) {
    const html = resolver.render(withRootedStoryLinks(value));
    return (isBlank(html) ? '' : html) as T;
  }
  if (Array.isArray(value)) return value.map(richTextToHtml) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, richTextToHtml(field)]),
    ) as T;
  }
  return value;
}
