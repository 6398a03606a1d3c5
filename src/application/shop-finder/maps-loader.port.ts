export const MapsLoader = Symbol('MapsLoader');

/**
 * The maps key the shop finder loads the map with; blank when none is configured
 * (docs/product.md#validation).
 */
export const MapsApiKey = Symbol('MapsApiKey');

/**
 * The shop finder's map script (docs/product.md#store-finder, docs/product.md#content-service: the
 * 'places' library).
 */
export interface MapsLoader {
  /**
   * Whether the map provider needs the maps key (docs/product.md#validation: no script without
   * one). The offline map of memory mode draws without a provider, so it needs none.
   */
  readonly needsKey: boolean;
  /** Loads the maps API with the places library once; rejects when the script cannot load. */
  load(apiKey: string): Promise<void>;
}
