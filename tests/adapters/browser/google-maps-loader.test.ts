import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GoogleMapsLoader } from '@/adapters/browser/google-maps-loader';

const google = vi.hoisted(() => ({
  setOptions: vi.fn(),
  importLibrary: vi.fn(() => Promise.resolve({})),
}));
vi.mock('@googlemaps/js-api-loader', () => google);

describe('GoogleMapsLoader (docs/product.md#store-finder: the maps script loads the places library)', () => {
  beforeEach(() => {
    google.setOptions.mockClear();
    google.importLibrary.mockClear();
  });

  it('asks for the places library with the key, configured once', async () => {
    const loader = new GoogleMapsLoader();
    await loader.load('a-maps-key');
    await loader.load('a-maps-key');
    expect(google.setOptions).toHaveBeenCalledTimes(1);
    expect(google.setOptions).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'a-maps-key', libraries: ['places'] }),
    );
    expect(google.importLibrary).toHaveBeenCalledWith('places');
    expect(google.importLibrary).toHaveBeenCalledWith('maps');
  });

  it('tries again after a failed load', async () => {
    google.importLibrary.mockRejectedValueOnce(new Error('offline'));
    const loader = new GoogleMapsLoader();
    await expect(loader.load('k')).rejects.toThrow('offline');
    await expect(loader.load('k')).resolves.toBeUndefined();
  });
});
