import type { Switchable } from './enabled-entries';

/**
 * docs/product.md#store-finder (content): a physical shop shown in the shop finder
 * (docs/product.md#store-finder).
 */
export interface ShopLocation extends Switchable {
  readonly id: string;
  readonly uuid: string;
  /** `'1'` means on; only enabled shops are kept (docs/product.md#validation, `keepEnabled`). */
  readonly enabled: string;
  readonly name: string;
  readonly city: string;
  readonly address: string;
  readonly zip: string;
  readonly phone: string;
  /** The shop's web page; empty when it has none. */
  readonly url: string;
  /**
   * Free text such as `Mån–fre 10–18`; docs/product.md lists no such field, so it may be missing.
   */
  readonly openingHours?: string;
  /** WGS 84 degrees, for the map markers. */
  readonly latitude: number;
  readonly longitude: number;
}
