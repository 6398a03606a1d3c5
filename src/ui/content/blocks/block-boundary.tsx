import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reloadForChunkError } from '@/ui/shared/chunk-reload';

interface BlockBoundaryProps {
  /** The block's component name, for the log line. */
  readonly name: string;
  /** What shows in a broken block's place: nothing, unless the page needs a stand-in. */
  readonly fallback?: ReactNode;
  readonly children: ReactNode;
}

/**
 * docs/product.md#errors: one broken block does not take the page down. The block is left out and
 * the failure logged; the rest of the page shows. A block whose code can no longer be fetched (a
 * tab opened before a deploy) goes through the page chunks' reload guard instead: the page
 * reloads once, and only when the guard holds is the block left out.
 */
export class BlockBoundary extends Component<BlockBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (reloadForChunkError(error)) return;
    console.error(`Couldn't render block ${this.props.name}`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
