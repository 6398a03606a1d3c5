import { describe, expect, it, vi } from 'vitest';
import { SharedDataCache } from '@/composition/shared-data/shared-data-cache';
import { SHOP, shellStartOf, testShopServer } from '../support/shop-server';

describe('a render that fails', () => {
  it('answers 500 with the app shell, which carries the error to the start-up (docs/product.md#start-up 4)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A fault of the server's own, below every page's error view: its process cache breaks.
    const cache = new SharedDataCache(60_000);
    cache.wrap = () => {
      throw new Error('the process cache broke');
    };
    const { get, lines } = testShopServer({
      settings: { VITE_SHOP_ORIGIN: SHOP, VITE_SHOP_CATALOGUE_SIZE: '12' },
      cache,
    });
    const answer = await get('/se-en');
    expect(answer.status).toBe(500);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(answer.headers.get('Server-Timing')).toMatch(/desc="failed: app shell"/);
    expect(shellStartOf(await answer.text())).toEqual({
      settings: { VITE_SHOP_ORIGIN: SHOP, VITE_SHOP_CATALOGUE_SIZE: '12' },
      serverError: { status: 500 },
    });
    expect(error).toHaveBeenCalledWith('Render failed: /se-en', expect.any(Error));
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ status: 500, cache: 'shell' });
    error.mockRestore();
  }, 30_000);
});
