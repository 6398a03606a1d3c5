import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Product } from '@/domain/catalogue/product';
import { parseContentTime } from '@/domain/content/content-time';
import { countdown, type Countdown, COUNTDOWN_TICK_MS } from '@/domain/marketing/countdown';
import {
  liveShoppingBanner,
  type LiveShoppingBanner,
} from '@/domain/marketing/live-shopping-banner';
import {
  liveShowSchedule,
  type LiveShow,
  type LiveShowSchedule,
} from '@/domain/marketing/live-show-schedule';
import { isInStock } from '@/domain/stock/stock-rules';
import { CatalogueGateway } from '@/application/catalogue/catalogue-gateway.port';
import { Clock } from '@/application/shared/clock.port';
import {
  LiveShoppingPlayer,
  type LiveAddToCartAnswer,
  type LiveCartItem,
  type LiveShoppingHandlers,
} from './live-shopping-player.port';
import { Scheduler, type Cancel } from '@/application/shared/scheduler.port';
import { SiteContext } from '@/application/shared/site-context.port';
import { CartStore } from '@/application/cart/cart.store';
import { ContentStore } from '@/application/content/content.store';

/**
 * The header's live-shopping banner and the live show (docs/product.md#live-shopping,
 * docs/product.md#validation, docs/product.md#other-calls, docs/product.md#errors): a
 * countdown ticking every second until the show's time, then the after-text; a click opens the
 * show, whose events the shop answers from the catalogue and the cart.
 */
@injectable()
export class LiveShoppingStore {
  now: number;
  /** The show asked to check out: the view goes to the checkout and calls `checkoutHandled`. */
  checkoutRequested = false;
  private stopTicking: Cancel | undefined;

  constructor(
    @inject(ContentStore) private readonly content: ContentStore,
    @inject(CatalogueGateway) private readonly catalogue: CatalogueGateway,
    @inject(CartStore) private readonly cart: CartStore,
    @inject(LiveShoppingPlayer) private readonly player: LiveShoppingPlayer,
    @inject(SiteContext) private readonly site: SiteContext,
    @inject(Clock) private readonly clock: Clock,
    @inject(Scheduler) private readonly scheduler: Scheduler,
  ) {
    this.now = clock.now();
    makeAutoObservable<
      this,
      'content' | 'catalogue' | 'cart' | 'player' | 'site' | 'clock' | 'scheduler' | 'stopTicking'
    >(
      this,
      {
        content: false,
        catalogue: false,
        cart: false,
        player: false,
        site: false,
        clock: false,
        scheduler: false,
        stopTicking: false,
      },
      { autoBind: true },
    );
  }

  /**
   * docs/product.md#validation: the banner of the current market's settings, when switched on and
   * filled in.
   */
  get banner(): LiveShoppingBanner | undefined {
    const settings = this.content.marketSettings?.liveShopping;
    return settings ? liveShoppingBanner(settings) : undefined;
  }

  /** The countdown to the show; an unreadable time counts as reached. */
  get countdown(): Countdown | undefined {
    const banner = this.banner;
    if (!banner) return undefined;
    return countdown(parseContentTime(banner.time) ?? Number.NaN, this.now);
  }

  /** docs/product.md#marketing: the text before the show, the after-text once it has started. */
  get text(): string | undefined {
    const banner = this.banner;
    if (!banner) return undefined;
    return this.countdown?.kind === 'counting' ? banner.text : banner.textAfter;
  }

  /**
   * docs/product.md#marketing live-shopping tiles: a block's shows, upcoming and past as of now.
   */
  schedule(shows: readonly LiveShow[]): LiveShowSchedule {
    return liveShowSchedule(shows, this.now);
  }

  /** Starts the 1 s ticks; they stop by themselves when the show's time is reached. */
  startCountdown(): void {
    this.stopCountdown();
    this.tick();
    this.stopTicking = this.scheduler.every(COUNTDOWN_TICK_MS, this.tick);
  }

  stopCountdown(): void {
    this.stopTicking?.();
    this.stopTicking = undefined;
  }

  /**
   * docs/product.md#marketing: clicking the banner opens its show; a live-shopping tile, slider or
   * cta (docs/product.md#marketing) opens the show `showId`. An embed that cannot load is logged.
   */
  async openShow(showId = this.banner?.showId): Promise<void> {
    if (!showId) return;
    try {
      await this.player.open(showId, this.handlers);
    } catch (error) {
      console.error(`Couldn't open the live show ${showId}`, error);
    }
  }

  /** Closes the show's popup (the shopper went on to the checkout). */
  closeShow(): void {
    this.player.close();
  }

  checkoutHandled(): void {
    this.checkoutRequested = false;
  }

  /** The shop's answers to the show's events (docs/product.md#other-calls). */
  get handlers(): LiveShoppingHandlers {
    return {
      productData: (sku) => this.productBySku(sku),
      addToCart: this.addToCart,
      updateCart: this.updateCart,
      syncCart: this.syncCart,
      checkout: () => runInAction(() => (this.checkoutRequested = true)),
    };
  }

  /** docs/product.md#errors: `out-of-stock` when the item's stock in this market is not above 0. */
  async addToCart(sku: string): Promise<LiveAddToCartAnswer> {
    const product = await this.productBySku(sku);
    const item = product?.items.find((candidate) => candidate.sku === sku) ?? product?.items[0];
    const marketId = this.site.current?.market.id;
    const stock = item && marketId ? (item.stockByMarket[marketId] ?? 0) : 0;
    if (!item || !isInStock(stock)) return { ok: false, reason: 'out-of-stock' };
    const outcome = await this.cart.addWithinStock(item.id, 1, stock);
    if (outcome.kind === 'added') return { ok: true };
    return { ok: false, reason: outcome.kind === 'over-limit' ? 'out-of-stock' : 'failed' };
  }

  /** The show's cart view changed a quantity: the cart line with that sku follows. */
  async updateCart(sku: string, quantity: number): Promise<void> {
    const line = this.cart.lines.find((candidate) => candidate.sku === sku);
    if (line) await this.cart.updateQuantity(line.line, Math.max(0, quantity));
  }

  /** The show's cart view asks for the shop's cart: fetched afresh, its lines by sku. */
  async syncCart(): Promise<readonly LiveCartItem[]> {
    await this.cart.load();
    return this.cart.lines.map(({ sku, quantity }) => ({ sku, quantity }));
  }

  private tick(): void {
    this.now = this.clock.now();
    if (this.countdown?.kind !== 'counting') this.stopCountdown();
  }

  private async productBySku(sku: string): Promise<Product | undefined> {
    try {
      return await this.catalogue.productBySku(sku);
    } catch (error) {
      console.error(`Live show: no product for sku ${sku}`, error);
      return undefined;
    }
  }
}
