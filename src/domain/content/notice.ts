import type { Switchable } from './enabled-entries';

/** docs/product.md#notices: one message in the header's site-notice bar. */
export interface Notice extends Switchable {
  readonly uid: string;
  /** The editors' HTML (`content.html`): the UI must sanitise it before showing it. */
  readonly html: string;
  /** Where the notice sits in the bar, as the editors chose it (e.g. `top`). */
  readonly position: string;
  readonly backgroundColor: string;
  readonly fontColor: string;
  /** `left`, `center` or `right`. */
  readonly textAlignment: string;
  /** `'1'` means on; only enabled notices are kept (docs/product.md#validation, `keepEnabled`). */
  readonly enabled: string;
}
