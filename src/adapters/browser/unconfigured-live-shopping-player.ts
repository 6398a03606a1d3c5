import type { LiveShoppingPlayer } from '@/application/live-shopping/live-shopping-player.port';

/**
 * The live-shopping embed until its script is configured: docs/product.md names no provider (its
 * events match Bambuser's player), so a build without one opens nothing and says why, rather than
 * failing to start (docs/decisions/0051-live-shopping-embed.md,
 * docs/decisions/0090-live-shopping-embed-over-http.md).
 */
export class UnconfiguredLiveShoppingPlayer implements LiveShoppingPlayer {
  async open(showId: string): Promise<void> {
    throw new Error(
      `Live show ${showId}: no live-shopping embed is configured (VITE_SHOP_LIVE_SHOPPING_SCRIPT)`,
    );
  }

  close(): void {
    // Nothing was opened.
  }
}
