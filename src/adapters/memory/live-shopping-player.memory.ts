import type {
  LiveShoppingHandlers,
  LiveShoppingPlayer,
} from '@/application/live-shopping/live-shopping-player.port';
import type { LiveShowOverlay } from './live-show-overlay';
import type { SeededLiveShow } from './seed/live-shows.seed';

/**
 * A show without video: it holds the shop's handlers so a developer or a test can play the
 * embed's part — ask for product data, add to cart, sync, check out (docs/product.md#other-calls).
 * In a browser it also draws the show's popup (`overlay`), whose buttons send those events.
 */
export class MemoryLiveShoppingPlayer implements LiveShoppingPlayer {
  showId: string | undefined;
  private handlers: LiveShoppingHandlers | undefined;

  constructor(
    private readonly shows: readonly SeededLiveShow[] = [],
    private readonly overlay?: LiveShowOverlay,
  ) {}

  async open(showId: string, handlers: LiveShoppingHandlers): Promise<void> {
    this.showId = showId;
    this.handlers = handlers;
    const show = this.shows.find((candidate) => candidate.id === showId);
    if (!this.overlay) return;
    const shown = show ?? { id: showId, title: [showId, showId] as const, skus: [] };
    await this.overlay.show(shown, handlers, () => this.close());
  }

  close(): void {
    this.showId = undefined;
    this.handlers = undefined;
    this.overlay?.hide();
  }

  /** What the show's viewers do, answered by the shop while a show is open. */
  get viewer(): LiveShoppingHandlers {
    if (!this.handlers) throw new Error('No live show is open');
    return this.handlers;
  }
}
