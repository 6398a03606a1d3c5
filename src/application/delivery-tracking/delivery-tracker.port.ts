import type { TrackingLocale } from '@/domain/marketing/tracking-locale';

export const DeliveryTracker = Symbol('DeliveryTracker');

/** The delivery-tracking provider's site id; blank when none is configured. */
export const DeliveryTrackingSiteId = Symbol('DeliveryTrackingSiteId');

/**
 * The third-party delivery-tracking widget (docs/product.md#content-blocks: locale sv-SE or en-US,
 * third-party embed). Like the provider's own embed, it draws its search form and a parcel's
 * events into a page element the shop gives it by id.
 */
export interface DeliveryTracker {
  /**
   * Draws the widget, in `locale`, into the element with id `containerId`. Rejects when the
   * widget cannot load; resolves `false` when it is not configured (nothing drawn).
   * `siteLocale` is the site's own (`en-SE`): where the widget lets the shop write dates and
   * times, they follow it rather than the widget's two locales (`en-US` writes 11/26/2026).
   */
  show(containerId: string, locale: TrackingLocale, siteLocale: string): Promise<boolean>;
}
