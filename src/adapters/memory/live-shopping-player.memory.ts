import type {
  LiveShoppingHandlers,
  LiveShoppingPlayer,
} from '../../application/ports/live-shopping-player.port';

/**
 * A show without video: it holds the shop's handlers so a developer or a test can play the
 * embed's part — ask for product data, add to cart, sync, check out (SPEC §7 Other).
 */
export class FakeLiveShoppingPlayer implements LiveShoppingPlayer {
  showId: string | undefined;
  private handlers: LiveShoppingHandlers | undefined;

  async open(showId: string, handlers: LiveShoppingHandlers): Promise<void> {
    this.showId = showId;
    this.handlers = handlers;
  }

  close(): void {
    this.showId = undefined;
    this.handlers = undefined;
  }

  /** What the show's viewers do, answered by the shop while a show is open. */
  get viewer(): LiveShoppingHandlers {
    if (!this.handlers) throw new Error('No live show is open');
    return this.handlers;
  }
}
