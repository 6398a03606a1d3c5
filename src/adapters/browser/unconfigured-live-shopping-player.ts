import type { LiveShoppingPlayer } from '@/application/marketing/live-shopping-player.port';

/**
 * The live-shopping embed until its provider is configured: docs/product.md names none (its events
 * match Bambuser's player), so a real build opens nothing and says why, rather than failing
 * to start (docs/decisions/0051-live-shopping-embed.md).
 */
export class UnconfiguredLiveShoppingPlayer implements LiveShoppingPlayer {
  async open(showId: string): Promise<void> {
    throw new Error(`Live show ${showId}: no live-shopping embed is configured`);
  }

  close(): void {
    // Nothing was opened.
  }
}
