import type { MapsLoader } from '@/application/shop-finder/maps-loader.port';

/**
 * A map that "loads" at once, or fails when told to; remembers the keys it was given. As a
 * stand-in for a provider it needs a key; memory mode's offline map (`needsKey: false`) does not.
 */
export class MemoryMapsLoader implements MapsLoader {
  readonly keys: string[] = [];
  readonly needsKey: boolean;
  private failing: boolean;

  constructor(options: { readonly failing?: boolean; readonly needsKey?: boolean } = {}) {
    this.failing = options.failing ?? false;
    this.needsKey = options.needsKey ?? true;
  }

  fail(failing: boolean): void {
    this.failing = failing;
  }

  async load(apiKey: string): Promise<void> {
    this.keys.push(apiKey);
    if (this.failing) throw new Error('The maps script could not load (fake)');
  }
}
