import { describe, expect, it, vi } from 'vitest';
import { DeliveryTracker } from '@/application/delivery-tracking/delivery-tracker.port';
import { DeliveryTrackingStore } from '@/application/delivery-tracking/delivery-tracking.store';
import { SiteStore } from '@/application/site/site.store';
import { testContainer } from '../../support/test-container';

async function setUp() {
  const container = await testContainer();
  const sites = container.get(SiteStore);
  await sites.loadMarkets();
  return {
    sites,
    store: container.get(DeliveryTrackingStore),
    tracker: container.get<DeliveryTracker>(DeliveryTracker),
  };
}

describe('DeliveryTrackingStore (docs/product.md#delivery-tracking)', () => {
  it('draws the widget in the site’s locale', async () => {
    const { sites, store, tracker } = await setUp();
    const show = vi.spyOn(tracker, 'show').mockResolvedValue(true);
    sites.setSite({ country: 'se', language: 'sv' });
    await expect(store.show('tracking')).resolves.toBe('shown');
    expect(show).toHaveBeenLastCalledWith('tracking', 'sv-SE', 'sv-SE');
    sites.setSite({ country: 'de', language: 'en' });
    await store.show('tracking');
    expect(show).toHaveBeenLastCalledWith('tracking', 'en-US', 'en-DE');
  });

  it('answers unavailable when the widget is not configured or cannot load', async () => {
    const { store, tracker } = await setUp();
    vi.spyOn(tracker, 'show').mockResolvedValueOnce(false);
    await expect(store.show('tracking')).resolves.toBe('unavailable');
    vi.spyOn(tracker, 'show').mockRejectedValueOnce(new Error('blocked'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(store.show('tracking')).resolves.toBe('unavailable');
    expect(logged).toHaveBeenCalledWith("Couldn't show the delivery tracking", expect.any(Error));
    vi.restoreAllMocks();
  });
});
