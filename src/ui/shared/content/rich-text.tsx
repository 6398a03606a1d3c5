import { hasMarkup } from '@/domain/content/html-allow-lists';
import { SanitizedHtml } from '@/ui/shared/content/sanitized-html';

/**
 * Rich text from the CMS (docs/product.md#content-blocks text block, image plus text, accordion):
 * HTML is sanitized before it is shown; plain text shows as paragraphs split at blank lines.
 * Nothing for blank text.
 */
export function RichText(props: { readonly value: string; readonly className?: string }) {
  const { value, className } = props;
  if (!value.trim()) return null;
  if (hasMarkup(value))
    return <SanitizedHtml kind="rich-text" html={value} className={className} />;
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
