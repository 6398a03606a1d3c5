import { useContext } from 'react';
import { bloksField, textField } from '@/domain/content/blok-fields';
import { splitPageHeader } from '@/domain/content/static-page-header';
import { DocumentTitle } from '@/ui/shared/document-title';
import { StaticPageContext } from '@/ui/content/static-page-context';
import type { BlockProps } from '@/ui/shared/content/block-props';
import { blockStack } from './block-stack-styles';
import { StaticPageHeader } from './static-page-header';

/**
 * docs/product.md#content-blocks page wrapper: the page's body blocks in order, and its SEO title
 * (the editors' `meta_title`) as the document title. On a static page the opening headline and
 * its introduction are the page's header (docs/product.md#static-page-header).
 */
export function PageBlock(props: BlockProps) {
  const { blok, renderBloks } = props;
  const title = textField(blok, 'meta_title');
  const isStaticPage = useContext(StaticPageContext);
  const body = bloksField(blok, 'body');
  const { header, rest } = isStaticPage ? splitPageHeader(body) : { header: [], rest: body };

  return (
    <div className={blockStack}>
      <DocumentTitle title={title} />
      {header.length > 0 ? <StaticPageHeader>{renderBloks(header)}</StaticPageHeader> : null}
      {renderBloks(rest)}
    </div>
  );
}
