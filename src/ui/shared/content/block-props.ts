import type { ComponentType, ReactNode } from 'react';
import type { Blok } from '@/domain/content/story';

/** What every registered block gets (docs/product.md#content-blocks). */
export interface BlockProps {
  readonly blok: Blok;
  /**
   * Renders nested blocks (a page's body, a container's columns) through the same registry. It
   * is handed down rather than imported, so a block never imports the registry that lists it.
   */
  readonly renderBloks: (bloks: readonly Blok[]) => ReactNode;
}

export type BlockComponent = ComponentType<BlockProps>;
