import type { Switchable } from './enabled-entries';

/** SPEC §3 Store (content): a physical store shown in the store finder (SPEC §2). */
export interface StoreLocation extends Switchable {
  readonly id: string;
  readonly uuid: string;
  /** `'1'` means on; only enabled stores are kept (SPEC §5, `keepEnabled`). */
  readonly enabled: string;
  readonly name: string;
  readonly city: string;
  readonly address: string;
  readonly zip: string;
  readonly phone: string;
  /** The store's web page; empty when it has none. */
  readonly url: string;
  /** Free text such as `Mån–fre 10–18`; the SPEC lists no such field, so it may be missing. */
  readonly openingHours?: string;
  /** WGS 84 degrees, for the map markers. */
  readonly latitude: number;
  readonly longitude: number;
}
