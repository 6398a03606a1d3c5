import type { MapsLoader } from '@/application/shop-finder/maps-loader.port';

/**
 * The Google Maps JavaScript API through Google's own loader (docs/product.md#other-calls),
 * fetched only when the store finder asks, so neither the loader nor the maps script weigh on the
 * first load. The loader adds the script once and forgets a script that failed, so a later call
 * tries again (docs/product.md#store-finder).
 */
export class GoogleMapsLoader implements MapsLoader {
  readonly needsKey = true;
  private configuredKey: string | undefined;

  async load(apiKey: string): Promise<void> {
    const { setOptions, importLibrary } = await import('@googlemaps/js-api-loader');
    if (this.configuredKey === undefined) {
      setOptions({ key: apiKey, v: 'weekly', libraries: ['places'] });
      this.configuredKey = apiKey;
    }
    await importLibrary('maps');
    await importLibrary('places');
  }
}
