import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryScriptLoader } from '@/adapters/memory/script-loader.memory';
import {
  INGRID_TRACKING_SCRIPT,
  IngridDeliveryTracker,
} from '@/adapters/browser/ingrid-delivery-tracker';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('IngridDeliveryTracker (docs/product.md#delivery-tracking, docs/decisions/0050-delivery-tracking-with-ingrid.md)', () => {
  it('loads the widget script once and renders its search mode in the locale', async () => {
    const renderSearchMode = vi.fn();
    vi.stubGlobal('window', { IngridDeliveryTrackingWidgetApi: { renderSearchMode } });
    const scripts = new MemoryScriptLoader();
    const tracker = new IngridDeliveryTracker(scripts, ' site-1 ');
    await expect(tracker.show('box', 'sv-SE')).resolves.toBe(true);
    await tracker.show('box', 'en-US');
    expect(scripts.loaded).toEqual([INGRID_TRACKING_SCRIPT]);
    expect(renderSearchMode).toHaveBeenLastCalledWith({
      containerId: 'box',
      locale: 'en-US',
      siteId: 'site-1',
    });
  });

  it('loads nothing and warns without a site id', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const scripts = new MemoryScriptLoader();
    await expect(new IngridDeliveryTracker(scripts, '  ').show('box', 'sv-SE')).resolves.toBe(
      false,
    );
    expect(scripts.loaded).toEqual([]);
    expect(warned).toHaveBeenCalledWith('Delivery tracking: Ingrid site id not found.');
  });

  it('fails when the script ran but the widget did not start', async () => {
    vi.stubGlobal('window', {});
    const tracker = new IngridDeliveryTracker(new MemoryScriptLoader(), 'site-1');
    await expect(tracker.show('box', 'sv-SE')).rejects.toThrow(/did not start/);
  });
});
