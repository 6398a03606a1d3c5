import type { MapsLoader } from '../../application/ports/maps-loader.port';

/** A map that "loads" at once, or fails when told to; remembers the keys it was given. */
export class FakeMapsLoader implements MapsLoader {
  readonly keys: string[] = [];

  constructor(private failing = false) {}

  fail(failing: boolean): void {
    this.failing = failing;
  }

  async load(apiKey: string): Promise<void> {
    this.keys.push(apiKey);
    if (this.failing) throw new Error('The maps script could not load (fake)');
  }
}
