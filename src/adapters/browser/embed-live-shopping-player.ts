import type {
  LiveShoppingHandlers,
  LiveShoppingPlayer,
} from '@/application/live-shopping/live-shopping-player.port';
import type { ScriptLoader } from '@/application/shared/script-loader.port';
import {
  addedItem,
  callbackOf,
  isEmbedPlayer,
  shownProducts,
  updatedItem,
  type EmbedCallback,
  type EmbedPlayer,
} from './embed-player-api';
import { describeProduct } from './embed-product-data';

/** The page globals the embed reads and writes (Bambuser's ready hook and its start function). */
export interface EmbedHost {
  onBambuserLiveShoppingReady?: (player: unknown) => void;
  initBambuserLiveShopping?: unknown;
}

/** The provider's answer to an add the shop refused for stock. */
const OUT_OF_STOCK = { success: false, reason: 'out-of-stock' } as const;

/**
 * docs/product.md#live-shopping over the provider's embed script
 * (docs/decisions/0090-live-shopping-embed-over-http.md): the script is loaded when a show is
 * first opened, never with the page; the ready hook is set before it, and the embed's events —
 * product data, add to cart, cart updates, cart sync, checkout — are answered by the shop's
 * handlers. What the embed hands over is parsed first; a malformed event is refused or ignored and
 * a failing one logged, so a broken embed never breaks the page.
 */
export class EmbedLiveShoppingPlayer implements LiveShoppingPlayer {
  private handlers: LiveShoppingHandlers | undefined;
  private player: EmbedPlayer | undefined;
  private readonly attached = new WeakSet<object>();

  constructor(
    private readonly scripts: ScriptLoader,
    private readonly scriptUrl: string,
    private readonly host: () => EmbedHost = () => globalThis as EmbedHost,
  ) {}

  async open(showId: string, handlers: LiveShoppingHandlers): Promise<void> {
    const host = this.host();
    this.handlers = handlers;
    host.onBambuserLiveShoppingReady = (player) => this.attach(player);
    try {
      await this.scripts.load(this.scriptUrl);
    } catch (error) {
      this.handlers = undefined;
      throw error;
    }
    const init = host.initBambuserLiveShopping;
    if (typeof init !== 'function') {
      this.handlers = undefined;
      throw new Error(`Live show ${showId}: the embed ${this.scriptUrl} did not start`);
    }
    init.call(host, { showId, type: 'overlay' });
  }

  close(): void {
    this.handlers = undefined;
    try {
      this.player?.close?.();
    } catch (error) {
      console.error('Live show: the embed could not close', error);
    }
  }

  /** The ready hook: listens to a player the embed hands over, once per player. */
  private attach(value: unknown): void {
    if (!isEmbedPlayer(value)) {
      console.error('Live show: the embed handed over no player the shop can talk to');
      return;
    }
    this.player = value;
    if (this.attached.has(value)) return;
    this.attached.add(value);
    const { EVENT } = value;
    try {
      value.on(EVENT.PROVIDE_PRODUCT_DATA, (event) => void this.provideProducts(value, event));
      value.on(EVENT.ADD_TO_CART, (item, callback) => void this.addToCart(item, callback));
      value.on(EVENT.UPDATE_ITEM_IN_CART, (item, callback) => void this.update(item, callback));
      value.on(EVENT.SYNC_CART_STATE, () => void this.syncCart(value));
      value.on(EVENT.CHECKOUT, () => this.handlers?.checkout());
      if (EVENT.CLOSE) value.on(EVENT.CLOSE, () => (this.handlers = undefined));
    } catch (error) {
      console.error('Live show: the embed refused the shop’s listeners', error);
    }
  }

  private async provideProducts(player: EmbedPlayer, event: unknown): Promise<void> {
    const products = shownProducts(event);
    if (!products) return warnMalformed('PROVIDE_PRODUCT_DATA', event);
    await Promise.all(
      products.map(async ({ id, ref }) => {
        const product = await this.guarded(() => this.handlers?.productData(ref));
        if (!product) return;
        this.guardedSync(() => player.updateProduct(id, describeProduct(product)));
      }),
    );
  }

  private async addToCart(item: unknown, callback: unknown): Promise<void> {
    const answer = callbackOf(callback);
    const added = addedItem(item);
    if (!added) {
      warnMalformed('ADD_TO_CART', item);
      return reply(answer, false);
    }
    const outcome = await this.guarded(() => this.handlers?.addToCart(added.sku));
    if (!outcome) return reply(answer, false);
    reply(answer, outcome.ok ? true : outcome.reason === 'out-of-stock' ? OUT_OF_STOCK : false);
  }

  private async update(item: unknown, callback: unknown): Promise<void> {
    const answer = callbackOf(callback);
    const updated = updatedItem(item);
    const handlers = this.handlers;
    if (!updated || !handlers) {
      if (!updated) warnMalformed('UPDATE_ITEM_IN_CART', item);
      return reply(answer, false);
    }
    const done = await this.guarded(async () => {
      await handlers.updateCart(updated.sku, updated.quantity);
      return true;
    });
    reply(answer, done === true);
  }

  private async syncCart(player: EmbedPlayer): Promise<void> {
    const items = await this.guarded(() => this.handlers?.syncCart());
    if (items)
      this.guardedSync(() => player.updateCart({ items: items.map((item) => ({ ...item })) }));
  }

  /** A handler's answer; undefined, logged, when it failed. */
  private async guarded<T>(answer: () => Promise<T> | undefined): Promise<T | undefined> {
    try {
      return await answer();
    } catch (error) {
      console.error('Live show: the shop could not answer the embed', error);
      return undefined;
    }
  }

  private guardedSync(call: () => void): void {
    try {
      call();
    } catch (error) {
      console.error('Live show: the embed failed on the shop’s answer', error);
    }
  }
}

function reply(callback: EmbedCallback | undefined, answer: unknown): void {
  try {
    callback?.(answer);
  } catch (error) {
    console.error('Live show: the embed failed on the shop’s answer', error);
  }
}

function warnMalformed(event: string, payload: unknown): void {
  console.warn(`Live show: ignored a malformed ${event} event from the embed`, payload);
}
