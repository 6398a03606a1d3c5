import { lazyModule } from '@/ui/shared/lazy-module';

// DOMPurify comes only with pages whose text holds markup (byte budget).
const useRichTextSanitizer = lazyModule(() => import('./blocks/sanitize-rich-text'));

/** Markup the editors wrote, as opposed to plain text with blank lines between paragraphs. */
const MARKUP = /<[a-z][^>]*>/i;

/**
 * Rich text from the CMS (docs/product.md#content-blocks text block, image plus text, accordion):
 * HTML is sanitized before it is shown; plain text shows as paragraphs split at blank lines.
 * Nothing for blank text.
 */
export function RichText(props: { readonly value: string; readonly className?: string }) {
  const { value, className } = props;
  if (!value.trim()) return null;
  if (MARKUP.test(value)) return <SanitizedRichText html={value} className={className} />;
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

/** The editors' HTML once the sanitizer has arrived; nothing unsanitized is ever shown. */
function SanitizedRichText(props: { readonly html: string; readonly className?: string }) {
  const sanitizer = useRichTextSanitizer();
  if (sanitizer === undefined) return <div className={props.className} />;
  return (
    <div
      className={props.className}
      dangerouslySetInnerHTML={{ __html: sanitizer.sanitizeRichText(props.html) }}
    />
  );
}
