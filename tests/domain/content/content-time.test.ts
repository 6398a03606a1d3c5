import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { formatContentTime, parseContentTime } from '@/domain/content/content-time';
import { contentEpochMs } from '../../support/content-arbitraries';

const MINUTE = 60_000;
/** Far enough from the years 1000 and 9999 that a day's offset stays inside them. */
const midEpochMs = fc.integer({ min: Date.UTC(1001, 0, 1), max: Date.UTC(9998, 11, 31) });

describe('content date-times (docs/product.md#settings-per-market, docs/product.md#restock-dates)', () => {
  test.prop([contentEpochMs])('reads back what it writes, to the minute', (ms) => {
    const written = formatContentTime(ms);
    expect(written).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(parseContentTime(written)).toBe(Math.floor(ms / MINUTE) * MINUTE);
  });

  test.prop([contentEpochMs])('reads ISO 8601 exactly as Date does', (ms) => {
    const iso = new Date(ms).toISOString();
    expect(parseContentTime(iso)).toBe(ms);
  });

  test.prop([midEpochMs, fc.integer({ min: -23, max: 23 }), fc.constantFrom(0, 30, 45)])(
    'applies a zone offset',
    (ms, hours, minutes) => {
      const utc = Math.floor(ms / MINUTE) * MINUTE;
      const offset = Math.sign(hours || 1) * (Math.abs(hours) * 60 + minutes) * MINUTE;
      const local = formatContentTime(utc + offset).replace(' ', 'T');
      const sign = offset < 0 ? '-' : '+';
      const zone = `${sign}${String(Math.abs(hours)).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
      expect(parseContentTime(`${local}${zone}`)).toBe(utc);
    },
  );

  it('reads the editor form as UTC and a bare date as midnight UTC', () => {
    expect(parseContentTime('2026-05-01 18:30')).toBe(Date.UTC(2026, 4, 1, 18, 30));
    expect(parseContentTime(' 2026-05-01 ')).toBe(Date.UTC(2026, 4, 1));
    expect(parseContentTime('2026-05-01 18:30-0259')).toBe(Date.UTC(2026, 4, 1, 21, 29));
    expect(parseContentTime('2026-05-01 18:30:59Z')).toBe(Date.UTC(2026, 4, 1, 18, 30, 59));
    expect(parseContentTime('2026-05-01T18:30:15.5+02:00')).toBe(
      Date.UTC(2026, 4, 1, 16, 30, 15, 500),
    );
  });

  it('refuses what is not a date-time, or an impossible one', () => {
    for (const text of [
      '',
      'soon',
      '2026-02-30 10:00',
      '2026-13-01 10:00',
      '2026-05-01 24:00',
      '2026-05-01 10:60',
      '2026-05-01 10:00+25:00',
      '2026-05-01 10:00+02:60',
      '2026-05-01 10:00:60',
      '01/05/2026 10:00',
      '2026-5-1 10:00',
    ]) {
      expect(parseContentTime(text), text).toBeUndefined();
    }
  });
});
