import type { DeliveryTracker } from '@/application/delivery-tracking/delivery-tracker.port';
import type { ScriptLoader } from '@/application/shared/script-loader.port';
import type { TrackingLocale } from '@/domain/marketing/tracking-locale';

/** Ingrid's delivery-tracking widget script (developer.ingrid.com, Delivery Tracking). */
export const INGRID_TRACKING_SCRIPT = 'https://cdn.ingrid.com/delivery-tracking/bootstrap.js';

interface IngridTrackingApi {
  renderSearchMode(options: { containerId: string; locale: string; siteId: string }): void;
}

declare global {
  interface Window {
    IngridDeliveryTrackingWidgetApi?: IngridTrackingApi;
  }
}

/**
 * docs/product.md#delivery-tracking through Ingrid's widget in search mode
 * (docs/decisions/0050-delivery-tracking-with-ingrid.md): the script is loaded once through the
 * script loader, then draws its search form into the container. Without a site id nothing is loaded
 * and a warning says why.
 */
export class IngridDeliveryTracker implements DeliveryTracker {
  constructor(
    private readonly scripts: ScriptLoader,
    private readonly siteId: string,
  ) {}

  async show(containerId: string, locale: TrackingLocale): Promise<boolean> {
    const siteId = this.siteId.trim();
    if (siteId === '') {
      console.warn('Delivery tracking: Ingrid site id not found.');
      return false;
    }
    await this.scripts.load(INGRID_TRACKING_SCRIPT);
    const api = window.IngridDeliveryTrackingWidgetApi;
    if (!api) throw new Error('Delivery tracking: the Ingrid widget did not start');
    api.renderSearchMode({ containerId, locale, siteId });
    return true;
  }
}
