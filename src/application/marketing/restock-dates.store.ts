import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { expectedRestockDay } from '@/domain/stock/restock-date';
import { Clock } from '@/application/shared/clock.port';
import { ContentStore } from '@/application/content/content.store';

/**
 * docs/product.md#restock-dates: when the current market's editors expect a sold-out item back,
 * judged by the clock — on a server-rendered page, the server's render time until the page has
 * taken over (the first-render clock), so the server's page and the browser's first render say
 * the same.
 */
@injectable()
export class RestockDatesStore {
  constructor(
    @inject(ContentStore) private readonly content: ContentStore,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<this, 'content' | 'clock'>(
      this,
      { content: false, clock: false },
      { autoBind: true },
    );
  }

  /** The moment the dates are judged at, in epoch ms. */
  get today(): number {
    return this.clock.now();
  }

  /**
   * The day (00:00 UTC) the item named by `skus`, most specific first, is expected back; none when
   * the market's settings give no date to come for it.
   */
  expectedBack(skus: readonly string[]): number | undefined {
    return expectedRestockDay(this.content.marketSettings?.restockDates ?? [], skus, this.today);
  }
}
