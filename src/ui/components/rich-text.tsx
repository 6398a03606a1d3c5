import { sanitizeRichText } from '../blocks/sanitize-rich-text';

/** Markup the editors wrote, as opposed to plain text with blank lines between paragraphs. */
const MARKUP = /<[a-z][^>]*>/i;

/**
 * Rich text from the CMS (SPEC §2 text block, image plus text, accordion): HTML is sanitized
 * before it is shown; plain text shows as paragraphs split at blank lines. Nothing for blank text.
 */
export function RichText(props: { readonly value: string; readonly className?: string }) {
  const { value, className } = props;
  if (!value.trim()) return null;
  if (MARKUP.test(value)) {
    return (
      <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeRichText(value) }} />
    );
  }
  return (
    <div className={className}>
      {value
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, index) => (
          <p key={index}>{paragraph.trim()}</p>
        ))}
    </div>
  );
}
