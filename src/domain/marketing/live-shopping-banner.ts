/**
 * docs/product.md#settings-per-market: the live-shopping fields, as the content service names them.
 */
export interface LiveShoppingSettings {
  readonly live_shopping_status?: string | undefined;
  readonly live_shopping_text?: string | undefined;
  readonly live_shopping_text_after?: string | undefined;
  readonly live_shopping_time?: string | undefined;
  readonly live_shopping_show_id?: string | undefined;
}

/** What the header's live-shopping banner shows (docs/product.md#live-shopping). */
export interface LiveShoppingBanner {
  /** Shown with the countdown until the show starts. */
  readonly text: string;
  /** Shown once the countdown is over. */
  readonly textAfter: string;
  /** When the show starts, as the content service writes it; the caller reads it as a time. */
  readonly time: string;
  /** The show a click opens. */
  readonly showId: string;
}

/**
 * docs/product.md#settings-per-market: `live_shopping_status` is on only when it is exactly `'1'`.
 */
export const LIVE_SHOPPING_ON = '1';

/**
 * docs/product.md#validation: the live-shopping banner shows only if the status is `'1'` and the
 * text, time, show id and after-text are all set (neither missing nor blank). Returns the banner to
 * show, or `undefined` when there is none. Values are passed on as written.
 */
export function liveShoppingBanner(settings: LiveShoppingSettings): LiveShoppingBanner | undefined {
  const {
    live_shopping_status: status,
    live_shopping_text: text,
    live_shopping_text_after: textAfter,
    live_shopping_time: time,
    live_shopping_show_id: showId,
  } = settings;
  if (status !== LIVE_SHOPPING_ON) return undefined;
  if (!isSet(text) || !isSet(textAfter) || !isSet(time) || !isSet(showId)) return undefined;
  return { text, textAfter, time, showId };
}

/** docs/product.md#validation: whether the live-shopping banner shows at all. */
export function isLiveShoppingBannerVisible(settings: LiveShoppingSettings): boolean {
  return liveShoppingBanner(settings) !== undefined;
}

function isSet(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}
