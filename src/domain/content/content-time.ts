const CONTENT_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:?\d{2})?$/;

const MS_PER_MINUTE = 60_000;

/**
 * A date-time field of the content service (the live-shopping time, restock dates) as epoch
 * milliseconds, or `undefined` when it is not one. The editor writes `YYYY-MM-DD HH:mm` in UTC;
 * ISO 8601 (`2026-05-01T18:00:00Z`, `…+02:00`) is read too. A bare date is midnight UTC.
 * Impossible dates (`2026-02-30`) are `undefined`, never rolled over into the next month.
 */
export function parseContentTime(text: string): number | undefined {
  const trimmed = text.trim();
  const input = /^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? `${trimmed} 00:00` : trimmed;
  const match = CONTENT_TIME.exec(input);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second = '0', fraction = '0', zone = 'Z'] = match;
  const parts = [year, month, day, hour, minute, second].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [y, mo, d, h, mi, s] = parts;
  const utc = Date.UTC(y, mo - 1, d, h, mi, s, Number(fraction.padEnd(3, '0')));
  const check = new Date(utc);
  const valid =
    check.getUTCFullYear() === y &&
    check.getUTCMonth() === mo - 1 &&
    check.getUTCDate() === d &&
    h < 24 &&
    mi < 60 &&
    s < 60;
  const offset = zoneOffsetMs(zone);
  return valid && offset !== undefined ? utc - offset : undefined;
}

/** Epoch milliseconds as the editor writes a date-time: `YYYY-MM-DD HH:mm`, UTC, seconds dropped. */
export function formatContentTime(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 16).replace('T', ' ');
}

/** `Z`, `+02:00` or `-0530` as milliseconds east of UTC; `undefined` past 23:59. */
function zoneOffsetMs(zone: string): number | undefined {
  if (zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2));
  if (hours > 23 || minutes > 59) return undefined;
  return sign * (hours * 60 + minutes) * MS_PER_MINUTE;
}
