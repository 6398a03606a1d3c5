import { lazy } from 'react';
import type { ContentBlockName } from '../../domain/content/content-blocks';
import type { BlockComponent } from './block-props';
import { HeadlineBlock } from './headline-block';
import { PageBlock } from './page-block';
import { TextBlock } from './text-block';

/**
 * SPEC §2 Content blocks: the component shown for each block name. The small text blocks come
 * with the page; the others are fetched when a page first holds one (ARCHITECTURE §5: block-level
 * code splitting), so a block costs nothing on pages without it. A name missing here is an
 * unknown block (see `Block`).
 */
export const BLOCK_REGISTRY: Partial<Record<ContentBlockName, BlockComponent>> = {
  page: PageBlock,
  headline: HeadlineBlock,
  text_block: TextBlock,
  product_list: lazy(() =>
    import('./product-list-block').then((m) => ({ default: m.ProductListBlock })),
  ),
  search_product_list: lazy(() =>
    import('./product-list-block').then((m) => ({ default: m.ProductListBlock })),
  ),
};
