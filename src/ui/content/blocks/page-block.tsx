import { bloksField, textField } from '@/domain/content/blok-fields';
import { DocumentTitle } from '@/ui/shared/document-title';
import type { BlockProps } from './block-props';
import { blockStack } from './block-stack-styles';

/**
 * docs/product.md#content-blocks page wrapper: the page's body blocks in order, and its SEO title
 * (the editors' `meta_title`) as the document title.
 */
export function PageBlock(props: BlockProps) {
  const { blok, renderBloks } = props;
  const title = textField(blok, 'meta_title');

  return (
    <div className={blockStack}>
      <DocumentTitle title={title} />
      {renderBloks(bloksField(blok, 'body'))}
    </div>
  );
}
