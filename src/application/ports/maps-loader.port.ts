export const MapsLoader = Symbol('MapsLoader');

/** The maps key the store finder loads the map with; blank when none is configured (SPEC §5). */
export const MapsApiKey = Symbol('MapsApiKey');

/** The store finder's map script (SPEC §4 Store-finder script, §7: the 'places' library). */
export interface MapsLoader {
  /** Loads the maps API with the places library once; rejects when the script cannot load. */
  load(apiKey: string): Promise<void>;
}
