export const MapsLoader = Symbol('MapsLoader');

/** The maps key the store finder loads the map with; blank when none is configured (SPEC §5). */
export const MapsApiKey = Symbol('MapsApiKey');

/** The store finder's map script (SPEC §4 Store-finder script, §7: the 'places' library). */
export interface MapsLoader {
  /**
   * Whether the map provider needs the maps key (SPEC §5: no script without one). The offline
   * map of memory mode draws without a provider, so it needs none.
   */
  readonly needsKey: boolean;
  /** Loads the maps API with the places library once; rejects when the script cannot load. */
  load(apiKey: string): Promise<void>;
}
