import { editorChoice } from './editor-choice';
import type { Switchable } from './enabled-entries';

/** docs/product.md#notices: one message in the header's site-notice bar. */
export interface Notice extends Switchable {
  readonly uid: string;
  /** The editors' HTML (`content.html`): the UI must sanitise it before showing it. */
  readonly html: string;
  /** Where the notice sits, as the editors chose it; see `noticePosition`. */
  readonly position: string;
  readonly backgroundColor: string;
  readonly fontColor: string;
  /** `left`, `center` or `right`. */
  readonly textAlignment: string;
  /** `'1'` means on; only enabled notices are kept (docs/product.md#validation, `keepEnabled`). */
  readonly enabled: string;
}

/**
 * docs/product.md#notices: `top`, a bar above the header, or `bottom`, a bar under it
 * (docs/decisions/0108-settings-editors-set-per-market.md).
 */
export const NOTICE_POSITIONS = ['top', 'bottom'] as const;

export type NoticePosition = (typeof NOTICE_POSITIONS)[number];

/** docs/product.md#notices: where a notice goes; blank or unknown, the top bar, as before. */
export function noticePosition(notice: Notice): NoticePosition {
  return editorChoice(NOTICE_POSITIONS, notice.position);
}

/** docs/product.md#notices: the notices of one bar, in the editors' order. */
export function noticesAt(notices: readonly Notice[], position: NoticePosition): readonly Notice[] {
  return notices.filter((notice) => noticePosition(notice) === position);
}
