import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { SanitizedHtmlStore } from '@/application/content/sanitized-html.store';
import { SiteStore } from '@/application/site/site.store';
import { siteLinksInHtml } from '@/domain/content/rich-text-links';
import type { HtmlKind } from '@/domain/content/html-allow-lists';
import { useStore } from '@/ui/shared/container-context';

/**
 * The editors' HTML once sanitized (docs/product.md#notices, docs/product.md#content-blocks): a
 * page's loaders prepare what its first screen shows; anything else is prepared here when it
 * first shows, and stays an empty element until then. Nothing unsanitized is ever shown. Links to
 * stories in the content service's language folders lead to the current site's pages
 * (`siteLinksInHtml`).
 */
export const SanitizedHtml = observer(function SanitizedHtml(props: {
  readonly kind: HtmlKind;
  readonly html: string;
  readonly className?: string | undefined;
  readonly as?: 'div' | 'span';
}) {
  const { kind, html, className, as: Element = 'div' } = props;
  const store = useStore(SanitizedHtmlStore);
  const { site } = useStore(SiteStore);
  const clean = store.cleanHtml(kind, html);
  useEffect(() => {
    if (clean === undefined) void store.prepare(kind, [html]);
  }, [store, kind, html, clean]);
  if (clean === undefined) return <Element className={className} />;
  return (
    <Element
      className={className}
      dangerouslySetInnerHTML={{ __html: siteLinksInHtml(clean, site) }}
    />
  );
});
