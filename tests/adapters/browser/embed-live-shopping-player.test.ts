import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmbedLiveShoppingPlayer } from '@/adapters/browser/embed-live-shopping-player';
import type {
  LiveAddToCartAnswer,
  LiveShoppingHandlers,
} from '@/application/live-shopping/live-shopping-player.port';
import type { Product } from '@/domain/catalogue/product';
import { FakeLiveEmbed } from '../../support/fake-live-embed';

const SCRIPT = 'https://live.example/embed.js';

const plate: Product = {
  id: '1001',
  uri: 'dinner-plate',
  canonicalUri: 'plates/dinner-plate',
  name: 'Dinner plate 27 cm',
  brandName: 'Lera',
  excerpt: '',
  description: '',
  sku: 'LERA-MIDDAGSTALLRIK',
  motherSku: 'LERA-MIDDAGSTALLRIK',
  silkId: 's1',
  silkVariantName: 'Sand',
  color: 'sand',
  categoryIds: [],
  media: [{ url: 'https://cdn.example/plate.jpg', alt: '' }],
  badges: [],
  items: [{ id: '1001-1', sku: 'LERA-MIDDAGSTALLRIK-SAND', size: '', stockByMarket: { '1': 9 } }],
  pricesByPricelist: {},
  createdAt: '2026-01-01T00:00:00Z',
};

function shopHandlers(answers: Record<string, LiveAddToCartAnswer> = {}) {
  return {
    productData: vi.fn(async (sku: string) => (sku === plate.items[0]?.sku ? plate : undefined)),
    addToCart: vi.fn(async (sku: string) => answers[sku] ?? { ok: true as const }),
    updateCart: vi.fn(async () => undefined),
    syncCart: vi.fn(async () => [{ sku: 'LERA-MIDDAGSTALLRIK-SAND', quantity: 2 }]),
    checkout: vi.fn(),
  } satisfies LiveShoppingHandlers;
}

function setUp(loader: { fail?: number; starts?: boolean } = {}) {
  const embed = new FakeLiveEmbed();
  const scripts = embed.loader(loader);
  const player = new EmbedLiveShoppingPlayer(scripts, SCRIPT, () => embed.host);
  return { embed, scripts, player, EVENT: embed.player.EVENT };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('EmbedLiveShoppingPlayer (docs/product.md#live-shopping, docs/decisions/0090-live-shopping-embed-over-http.md)', () => {
  it('loads the embed only when a show opens, with the ready hook set first', async () => {
    const { embed, scripts, player, EVENT } = setUp();
    expect(scripts.loads).toEqual([]);
    expect(embed.host.onBambuserLiveShoppingReady).toBeUndefined();
    await player.open('show-1', shopHandlers());
    expect(scripts.loads).toEqual([SCRIPT]);
    expect(embed.shows).toEqual([{ showId: 'show-1', type: 'overlay' }]);
    await player.open('show-2', shopHandlers());
    expect(embed.shows).toEqual([
      { showId: 'show-1', type: 'overlay' },
      { showId: 'show-2', type: 'overlay' },
    ]);
    // One player, listened to once, however often shows open.
    embed.host.onBambuserLiveShoppingReady?.(embed.player);
    expect(embed.listening(EVENT.ADD_TO_CART)).toBe(1);
  });

  it('gives the show’s products their data by sku, skipping what it cannot read', async () => {
    const { embed, player, EVENT } = setUp();
    const handlers = shopHandlers();
    await player.open('show-1', handlers);
    embed.emit(EVENT.PROVIDE_PRODUCT_DATA, {
      products: [
        { id: 'b-1', ref: 'LERA-MIDDAGSTALLRIK-SAND', url: '' },
        { id: 'b-2', ref: 'NO-SUCH-SKU' },
        { id: 'b-3' },
        'nonsense',
      ],
    });
    await flush();
    expect(handlers.productData.mock.calls).toEqual([
      ['LERA-MIDDAGSTALLRIK-SAND'],
      ['NO-SUCH-SKU'],
    ]);
    expect(embed.products).toEqual([
      {
        id: 'b-1',
        described: {
          product: {
            name: 'Dinner plate 27 cm',
            brandName: 'Lera',
            sku: 'LERA-MIDDAGSTALLRIK',
            defaultVariationIndex: 0,
            variations: [
              {
                name: 'Sand',
                sku: 'LERA-MIDDAGSTALLRIK',
                imageUrls: ['https://cdn.example/plate.jpg'],
                sizes: [{ name: '', sku: 'LERA-MIDDAGSTALLRIK-SAND' }],
              },
            ],
          },
        },
      },
    ]);
  });

  it('answers an add with true, out-of-stock in the provider’s words, or false', async () => {
    const { embed, player, EVENT } = setUp();
    const handlers = shopHandlers({
      SOLD: { ok: false, reason: 'out-of-stock' },
      BROKEN: { ok: false, reason: 'failed' },
    });
    await player.open('show-1', handlers);
    await expect(embed.ask(EVENT.ADD_TO_CART, { sku: 'PLATE' })).resolves.toBe(true);
    await expect(embed.ask(EVENT.ADD_TO_CART, { sku: 'SOLD' })).resolves.toEqual({
      success: false,
      reason: 'out-of-stock',
    });
    await expect(embed.ask(EVENT.ADD_TO_CART, { sku: 'BROKEN' })).resolves.toBe(false);
    expect(handlers.addToCart.mock.calls).toEqual([['PLATE'], ['SOLD'], ['BROKEN']]);
  });

  it('refuses a malformed add without asking the shop, and survives a failing one', async () => {
    const { embed, player, EVENT } = setUp();
    const handlers = shopHandlers();
    await player.open('show-1', handlers);
    await expect(embed.ask(EVENT.ADD_TO_CART, { sku: 42 })).resolves.toBe(false);
    await expect(embed.ask(EVENT.ADD_TO_CART, undefined)).resolves.toBe(false);
    expect(handlers.addToCart).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('malformed ADD_TO_CART'),
      undefined,
    );
    handlers.addToCart.mockRejectedValueOnce(new Error('cart down'));
    await expect(embed.ask(EVENT.ADD_TO_CART, { sku: 'PLATE' })).resolves.toBe(false);
    // No callback at all: nothing to answer, nothing thrown.
    expect(() => embed.emit(EVENT.ADD_TO_CART, { sku: 'PLATE' })).not.toThrow();
    expect(() => embed.emit(EVENT.PROVIDE_PRODUCT_DATA, null)).not.toThrow();
  });

  it('follows the show’s cart changes, hands it the cart, and passes on its checkout', async () => {
    const { embed, player, EVENT } = setUp();
    const handlers = shopHandlers();
    await player.open('show-1', handlers);
    await expect(
      embed.ask(EVENT.UPDATE_ITEM_IN_CART, { sku: 'LERA-MIDDAGSTALLRIK-SAND', quantity: 2 }),
    ).resolves.toBe(true);
    expect(handlers.updateCart).toHaveBeenCalledWith('LERA-MIDDAGSTALLRIK-SAND', 2);
    await expect(embed.ask(EVENT.UPDATE_ITEM_IN_CART, { sku: 'X', quantity: -1 })).resolves.toBe(
      false,
    );
    expect(handlers.updateCart).toHaveBeenCalledTimes(1);
    embed.emit(EVENT.SYNC_CART_STATE);
    await flush();
    expect(embed.carts).toEqual([{ items: [{ sku: 'LERA-MIDDAGSTALLRIK-SAND', quantity: 2 }] }]);
    embed.emit(EVENT.CHECKOUT);
    expect(handlers.checkout).toHaveBeenCalledOnce();
  });

  it('closes the embed’s player and answers no more events for the closed show', async () => {
    const { embed, player, EVENT } = setUp();
    const handlers = shopHandlers();
    await player.open('show-1', handlers);
    player.close();
    expect(embed.closed).toBe(1);
    await expect(embed.ask(EVENT.ADD_TO_CART, { sku: 'PLATE' })).resolves.toBe(false);
    embed.emit(EVENT.CHECKOUT);
    expect(handlers.addToCart).not.toHaveBeenCalled();
    expect(handlers.checkout).not.toHaveBeenCalled();
    // The viewer closing the player ends the show for the shop too.
    await player.open('show-2', handlers);
    embed.emit(EVENT.CLOSE);
    embed.emit(EVENT.CHECKOUT);
    expect(handlers.checkout).not.toHaveBeenCalled();
  });

  it('rejects when the script fails to load, and loads it again on the next opening', async () => {
    const { embed, scripts, player } = setUp({ fail: 1 });
    await expect(player.open('show-1', shopHandlers())).rejects.toThrow(/Could not load script/);
    expect(embed.shows).toEqual([]);
    await player.open('show-1', shopHandlers());
    expect(scripts.loads).toEqual([SCRIPT, SCRIPT]);
    expect(embed.shows).toEqual([{ showId: 'show-1', type: 'overlay' }]);
  });

  it('rejects when the script ran but the embed did not start', async () => {
    const { player } = setUp({ starts: false });
    await expect(player.open('show-1', shopHandlers())).rejects.toThrow(/did not start/);
  });

  it('ignores a ready hook that hands over no usable player', async () => {
    const { embed, player } = setUp();
    await player.open('show-1', shopHandlers());
    const hook = embed.host.onBambuserLiveShoppingReady;
    // A player without the cart methods the shop answers through is not listened to at all.
    const halfPlayer = { EVENT: embed.player.EVENT, on: vi.fn() };
    expect(() => hook?.(halfPlayer)).not.toThrow();
    expect(() => hook?.({ on: 'not a function' })).not.toThrow();
    expect(() => hook?.(undefined)).not.toThrow();
    expect(halfPlayer.on).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledTimes(3);
    expect(console.error).toHaveBeenCalledWith(
      'Live show: the embed handed over no player the shop can talk to',
    );
  });
});
