import type { EmbedHost } from '@/adapters/browser/embed-live-shopping-player';
import type { ScriptLoader } from '@/application/shared/script-loader.port';

type Listener = (...args: unknown[]) => void;

/**
 * A live-shopping embed as Bambuser's player API describes it, without a page: loading its script
 * defines `initBambuserLiveShopping` on the host and hands the host's ready hook a player, whose
 * events a test emits and whose answers it reads.
 */
export class FakeLiveEmbed {
  readonly host: EmbedHost = {};
  readonly shows: unknown[] = [];
  readonly products: { id: string; described: Record<string, unknown> }[] = [];
  readonly carts: unknown[] = [];
  closed = 0;
  private readonly listeners = new Map<string, Listener[]>();

  readonly player = {
    EVENT: {
      PROVIDE_PRODUCT_DATA: 'provide-product-data',
      ADD_TO_CART: 'should-add-item-to-cart',
      UPDATE_ITEM_IN_CART: 'should-update-item-in-cart',
      SYNC_CART_STATE: 'should-sync-cart-state',
      CHECKOUT: 'goto-checkout',
      CLOSE: 'close',
    },
    on: (event: string, listener: Listener) => {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    },
    updateProduct: (id: string, describe: (factory: unknown) => unknown) => {
      const described: Record<string, unknown> = {};
      describe(recordingFactory(described));
      this.products.push({ id, described });
    },
    updateCart: (cart: unknown) => {
      this.carts.push(cart);
    },
    close: () => {
      this.closed += 1;
    },
  };

  /** A script loader whose load "runs" this embed's script (or fails, when told to). */
  loader(options: { fail?: number; starts?: boolean } = {}): ScriptLoader & { loads: string[] } {
    let failures = options.fail ?? 0;
    const loads: string[] = [];
    return {
      loads,
      load: async (src: string) => {
        loads.push(src);
        if (failures > 0) {
          failures -= 1;
          throw new Error(`Could not load script ${src}`);
        }
        if (options.starts === false || this.host.initBambuserLiveShopping) return;
        this.host.initBambuserLiveShopping = (show: unknown) => this.shows.push(show);
        this.host.onBambuserLiveShoppingReady?.(this.player);
      },
    };
  }

  /** How many listeners the shop has on `event`. */
  listening(event: string): number {
    return this.listeners.get(event)?.length ?? 0;
  }

  /** The viewer does something: the embed emits `event` to the shop's listeners. */
  emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  /** Emits an event with an answer callback and resolves with the shop's answer. */
  ask(event: string, payload: unknown): Promise<unknown> {
    return new Promise((resolve) => this.emit(event, payload, resolve));
  }
}

/**
 * The provider's chained product factory: each call records its value; `variations` and `sizes`
 * hand a maker of factories, the other describing calls a factory.
 */
function recordingFactory(into: Record<string, unknown>): unknown {
  const factory: unknown = new Proxy(
    {},
    {
      get: (_target, key) => (value: unknown) => {
        const name = String(key);
        if (typeof value !== 'function') into[name] = value;
        else if (name === 'variations' || name === 'sizes') {
          const made: Record<string, unknown>[] = [];
          value(() => {
            const entry: Record<string, unknown> = {};
            made.push(entry);
            return recordingFactory(entry);
          });
          into[name] = made;
        } else {
          const entry: Record<string, unknown> = {};
          value(recordingFactory(entry));
          into[name] = entry;
        }
        return factory;
      },
    },
  );
  return factory;
}
