import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { formatContentTime, parseContentTime } from '@/domain/content/content-time';
import type { RestockDate } from '@/domain/content/site-settings';
import { dayOf, expectedRestockDay } from '@/domain/stock/restock-date';

const DAY = 86_400_000;
const TODAY = Date.UTC(2026, 10, 27, 15, 30);

const sku = fc.constantFrom('LERA-MUGG-OCEAN', 'LERA-MUGG', 'LERA-LINNEDUK-SAND-150X300');
/** A date within a year either side of today, as the editors write a day or a day and time. */
const date = fc
  .tuple(fc.integer({ min: -365, max: 365 }), fc.integer({ min: 0, max: DAY - 1 }), fc.boolean())
  .map(([days, time, bare]) => {
    const text = formatContentTime(dayOf(TODAY) + days * DAY + time);
    return bare ? text.slice(0, 10) : text;
  });
const entries = fc.array(fc.record({ sku, date }), { maxLength: 8 });
/** Any moment of a day within a few weeks of `TODAY`: the shopper's clock. */
const now = fc.integer({ min: TODAY - 30 * DAY, max: TODAY + 30 * DAY });

const dayOfEntry = (entry: RestockDate) => dayOf(parseContentTime(entry.date) ?? Number.NaN);

describe('restock dates (docs/product.md#restock-dates)', () => {
  test.prop([entries, now])(
    'shows a day of an entry for the item, never one that has passed, and the earliest to come',
    (dates, today) => {
      const shown = expectedRestockDay(dates, ['LERA-MUGG-OCEAN'], today);
      const toCome = dates
        .filter((entry) => entry.sku === 'LERA-MUGG-OCEAN')
        .map(dayOfEntry)
        .filter((day) => day >= dayOf(today));
      expect(shown).toBe(toCome.length === 0 ? undefined : Math.min(...toCome));
      if (shown !== undefined) {
        expect(shown).toBeGreaterThanOrEqual(dayOf(today));
        expect(shown % DAY).toBe(0);
      }
    },
  );

  test.prop([entries, now])(
    'prefers a date for the size to come over any for the product or design',
    (dates, today) => {
      const skus = ['LERA-LINNEDUK-SAND-150X300', 'LERA-MUGG-OCEAN', 'LERA-MUGG'];
      const forSize = expectedRestockDay(dates, skus.slice(0, 1), today);
      const shown = expectedRestockDay(dates, skus, today);
      if (forSize !== undefined) expect(shown).toBe(forSize);
      else expect(shown).toBe(expectedRestockDay(dates, skus.slice(1), today));
    },
  );

  test.prop([entries, now, fc.integer({ min: 1, max: 400 })])(
    'shows nothing once every date has passed',
    (dates, today, later) => {
      const last = Math.max(dayOf(today), ...dates.map(dayOfEntry));
      expect(expectedRestockDay(dates, ['LERA-MUGG-OCEAN'], last + later * DAY)).toBeUndefined();
    },
  );

  it('counts today as to come, all day long, and yesterday as passed', () => {
    const dates = [{ sku: 'LERA-MUGG-OCEAN', date: '2026-11-27' }];
    for (const time of [Date.UTC(2026, 10, 27), Date.UTC(2026, 10, 27, 23, 59)]) {
      expect(expectedRestockDay(dates, ['LERA-MUGG-OCEAN'], time)).toBe(Date.UTC(2026, 10, 27));
    }
    expect(expectedRestockDay(dates, ['LERA-MUGG-OCEAN'], Date.UTC(2026, 10, 28))).toBeUndefined();
  });

  it('forgives the sku its letter case and spaces, and ignores a date it cannot read', () => {
    const dates = [
      { sku: ' lera-mugg-ocean ', date: '2026-12-24' },
      { sku: 'LERA-MUGG-OCEAN', date: '2026-02-30' },
      { sku: 'LERA-MUGG-OCEAN', date: 'soon' },
    ];
    expect(expectedRestockDay(dates, ['', 'LERA-MUGG-OCEAN'], TODAY)).toBe(Date.UTC(2026, 11, 24));
    expect(expectedRestockDay(dates.slice(1), ['LERA-MUGG-OCEAN'], TODAY)).toBeUndefined();
    expect(expectedRestockDay(dates, [], TODAY)).toBeUndefined();
    expect(expectedRestockDay([{ sku: '', date: '2026-12-24' }], [''], TODAY)).toBeUndefined();
  });
});
