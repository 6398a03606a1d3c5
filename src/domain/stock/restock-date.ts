import { parseContentTime } from '@/domain/content/content-time';
import type { RestockDate } from '@/domain/content/site-settings';

const DAY_MS = 86_400_000;

/** The start (00:00 UTC) of the day `epochMs` falls on: restock dates are days, not times. */
export function dayOf(epochMs: number): number {
  return Math.floor(epochMs / DAY_MS) * DAY_MS;
}

/**
 * docs/product.md#restock-dates: the day a sold-out item is expected back, from the market's
 * restock dates, as 00:00 UTC of that day; `undefined` when none applies.
 *
 * `skus` name the item from the most to the least specific — the size's own sku, the product's
 * (one colour), the design's (`mother_sku_value`) — and an entry is for the first of them it names
 * (letter case and spaces around it forgiven), so a date for one size wins over one for the whole
 * product. A date before `today`'s day has passed without the goods: a promise the shop can no
 * longer keep, never shown. Of the dates left for that sku the earliest is shown; a date the
 * editors wrote wrongly (see `parseContentTime`) counts as none.
 */
export function expectedRestockDay(
  dates: readonly RestockDate[],
  skus: readonly string[],
  today: number,
): number | undefined {
  const from = dayOf(today);
  for (const sku of skus) {
    const wanted = normalSku(sku);
    if (wanted === '') continue;
    const upcoming = dates
      .filter((entry) => normalSku(entry.sku) === wanted)
      .map((entry) => parseContentTime(entry.date))
      .filter((time): time is number => time !== undefined)
      .map(dayOf)
      .filter((day) => day >= from);
    if (upcoming.length > 0) return Math.min(...upcoming);
  }
  return undefined;
}

function normalSku(sku: string): string {
  return sku.trim().toUpperCase();
}
