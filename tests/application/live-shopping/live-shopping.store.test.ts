import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemoryLiveShoppingPlayer } from '@/adapters/memory/live-shopping-player.memory';
import { CatalogueGateway } from '@/application/catalogue/catalogue-gateway.port';
import { LiveShoppingPlayer } from '@/application/live-shopping/live-shopping-player.port';
import { CartStore } from '@/application/cart/cart.store';
import { ContentStore } from '@/application/content/content.store';
import { LiveShoppingStore } from '@/application/live-shopping/live-shopping.store';
import { SiteStore } from '@/application/site/site.store';
import type { Site } from '@/domain/site/site';
import { testContainer } from '../../support/test-container';

const START = Date.UTC(2026, 10, 21, 10, 0, 0);

async function setUp(site: Site = { country: 'se', language: 'sv' }) {
  const container = await testContainer();
  const sites = container.get(SiteStore);
  await sites.loadMarkets();
  sites.setSite(site);
  await container.get(ContentStore).load(site.language);
  return {
    store: container.get(LiveShoppingStore),
    cart: container.get(CartStore),
    catalogue: container.get<CatalogueGateway>(CatalogueGateway),
    player: container.get<MemoryLiveShoppingPlayer>(LiveShoppingPlayer),
  };
}

async function itemSkus(catalogue: CatalogueGateway) {
  const items = (await catalogue.products()).flatMap((product) => product.items);
  const inStock = items.find((item) => (item.stockByMarket['1'] ?? 0) >= 9);
  const soldOut = items.find((item) => item.stockByMarket['1'] === 0);
  if (!inStock || !soldOut) throw new Error('The seed lacks an in-stock or a sold-out item');
  return { inStock, soldOut };
}

describe('LiveShoppingStore (docs/product.md#live-shopping)', () => {
  beforeEach(() =>
    vi.useFakeTimers({
      now: START,
      toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'],
    }),
  );
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('counts down to the seeded show in Sweden, a tick a second', async () => {
    const { store } = await setUp();
    expect(store.banner?.showId).toBeTruthy();
    store.startCountdown();
    const counting = store.countdown;
    expect(counting?.kind).toBe('counting');
    const before = counting?.kind === 'counting' ? counting.remainingSeconds : 0;
    expect(before).toBeGreaterThan(4 * 60);
    expect(store.text).toBe(store.banner?.text);
    vi.advanceTimersByTime(1000);
    const after = store.countdown;
    expect(after?.kind === 'counting' && after.remainingSeconds).toBe(before - 1);
    store.stopCountdown();
  });

  it('shows the after-text once the time is reached, and stops ticking', async () => {
    const { store } = await setUp();
    store.startCountdown();
    vi.advanceTimersByTime(10 * 60 * 1000);
    expect(store.countdown).toEqual({ kind: 'reached' });
    expect(store.text).toBe(store.banner?.textAfter);
    const stoppedAt = store.now;
    vi.advanceTimersByTime(5000);
    expect(store.now).toBe(stoppedAt);
  });

  it('has no banner where the market has no live shopping', async () => {
    const { store } = await setUp({ country: 'gb', language: 'en' });
    expect(store.banner).toBeUndefined();
    expect(store.text).toBeUndefined();
    await store.openShow();
  });

  it('logs a show that cannot open instead of failing', async () => {
    const { store, player } = await setUp();
    vi.spyOn(player, 'open').mockRejectedValue(new Error('embed blocked'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await store.openShow();
    expect(logged).toHaveBeenCalledWith(
      `Couldn't open the live show ${store.banner?.showId}`,
      expect.any(Error),
    );
  });

  it('opens the show and answers its add to cart from stock', async () => {
    vi.useRealTimers();
    const { store, player, catalogue, cart } = await setUp();
    const { inStock, soldOut } = await itemSkus(catalogue);
    await store.openShow();
    expect(player.showId).toBe(store.banner?.showId);
    await expect(player.viewer.addToCart(inStock.sku)).resolves.toEqual({ ok: true });
    expect(cart.quantityInCart(inStock.id)).toBe(1);
    await expect(player.viewer.addToCart(soldOut.sku)).resolves.toEqual({
      ok: false,
      reason: 'out-of-stock',
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(player.viewer.addToCart('NO-SUCH-SKU')).resolves.toEqual({
      ok: false,
      reason: 'out-of-stock',
    });
  });

  it('opens the show a live-shopping block names, and closes it', async () => {
    vi.useRealTimers();
    const { store, player } = await setUp({ country: 'gb', language: 'en' });
    await store.openShow('lera-glaze-day');
    expect(player.showId).toBe('lera-glaze-day');
    store.closeShow();
    expect(player.showId).toBeUndefined();
  });

  it('gives product data, follows the show’s cart changes and its checkout', async () => {
    vi.useRealTimers();
    const { store, player, catalogue, cart } = await setUp();
    const { inStock } = await itemSkus(catalogue);
    await store.openShow();
    await expect(player.viewer.productData(inStock.sku)).resolves.toMatchObject({
      items: expect.arrayContaining([expect.objectContaining({ sku: inStock.sku })]),
    });
    await player.viewer.addToCart(inStock.sku);
    await player.viewer.updateCart(inStock.sku, 3);
    expect(cart.quantityInCart(inStock.id)).toBe(3);
    await expect(player.viewer.syncCart()).resolves.toEqual([{ sku: inStock.sku, quantity: 3 }]);
    await player.viewer.updateCart(inStock.sku, 0);
    expect(cart.quantityInCart(inStock.id)).toBe(0);
    await expect(player.viewer.syncCart()).resolves.toEqual([]);
    player.viewer.checkout();
    expect(store.checkoutRequested).toBe(true);
    store.checkoutHandled();
    expect(store.checkoutRequested).toBe(false);
  });
});
