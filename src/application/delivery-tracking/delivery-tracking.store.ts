import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { trackingLocale, type TrackingLocale } from '@/domain/marketing/tracking-locale';
import { priceLocale } from '@/domain/money/price-locale';
import { DeliveryTracker } from './delivery-tracker.port';
import { SiteStore } from '@/application/site/site.store';

/** Whether the tracking widget could be drawn; `unavailable` shows the block's fallback text. */
export type TrackingWidgetStatus = 'shown' | 'unavailable';

/**
 * The delivery-tracking block's widget (docs/product.md#content-blocks): the third-party embed in
 * the site's locale, sv-SE or en-US. A widget that cannot load is logged, and the page stays.
 */
@injectable()
export class DeliveryTrackingStore {
  constructor(
    @inject(SiteStore) private readonly sites: SiteStore,
    @inject(DeliveryTracker) private readonly tracker: DeliveryTracker,
  ) {
    makeAutoObservable<this, 'sites' | 'tracker'>(
      this,
      { sites: false, tracker: false },
      { autoBind: true },
    );
  }

  /** docs/product.md#delivery-tracking: sv-SE on the Swedish site, en-US otherwise. */
  get locale(): TrackingLocale {
    return trackingLocale(this.sites.site.language);
  }

  /** Draws the widget into the element with id `containerId`. */
  async show(containerId: string): Promise<TrackingWidgetStatus> {
    try {
      const shown = await this.tracker.show(containerId, this.locale, priceLocale(this.sites.site));
      return shown ? 'shown' : 'unavailable';
    } catch (error) {
      console.error("Couldn't show the delivery tracking", error);
      return 'unavailable';
    }
  }
}
