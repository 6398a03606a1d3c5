import { describe, expect, it, vi } from 'vitest';
import {
  isAnyBlockMissing,
  isBlockLoaded,
  preloadBlocks,
} from '@/ui/content/blocks/block-registry';

// The store finder's code can no longer be fetched: a tab opened before a deploy.
vi.mock('@/ui/shop-finder/shop-finder-block', () => {
  throw new TypeError(
    'Failed to fetch dynamically imported module: http://127.0.0.1:4173/assets/shop-finder-block-abc.js',
  );
});

describe('the blocks’ code fetched on demand (docs/architecture.md#views)', () => {
  it('says a block’s code is missing once fetching it failed, so the server’s page is drawn anew', async () => {
    expect(isAnyBlockMissing()).toBe(false);
    await preloadBlocks(['headline', 'hero', 'store_finder']);
    expect(isBlockLoaded('hero')).toBe(true);
    expect(isBlockLoaded('store_finder')).toBe(false);
    expect(isAnyBlockMissing()).toBe(true);
  });
});
