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
   */
  show(containerId: string, locale: TrackingLocale): Promise<boolean>;
}
