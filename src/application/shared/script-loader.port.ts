export const ScriptLoader = Symbol('ScriptLoader');

/**
 * Loads a third-party script once (docs/product.md#other-calls: the live-shopping embed, the
 * commerce checkout script, the maps script). A failed load may be tried again.
 */
export interface ScriptLoader {
  /** Resolves when the script at `src` has run; concurrent and later calls share one load. */
  load(src: string): Promise<void>;
}
