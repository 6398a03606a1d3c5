import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { countdown, formatCountdown } from '@/domain/marketing/countdown';
import { epochMs } from '../../support/marketing-arbitraries';

/** Seconds left, 0 once reached. */
const secondsLeft = (target: number, now: number) => {
  const state = countdown(target, now);
  return state.kind === 'counting' ? state.remainingSeconds : 0;
};

const parseClock = (clock: string) => {
  const match = /^(\d{2,}):([0-5]\d):([0-5]\d)$/.exec(clock);
  if (!match) throw new Error(`not HH:MM:SS: ${clock}`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
};

describe('the live-shopping countdown (docs/product.md#live-shopping)', () => {
  test.prop([epochMs, epochMs])('is reached exactly when now is at or past the target', (t, n) => {
    expect(countdown(t, n).kind).toBe(n >= t ? 'reached' : 'counting');
  });

  test.prop([epochMs, epochMs])('never goes below one second while counting', (t, n) => {
    const state = countdown(t, n);
    if (state.kind === 'counting') expect(state.remainingSeconds).toBeGreaterThanOrEqual(1);
  });

  test.prop([epochMs, epochMs])('rounds the time left up to whole seconds', (target, now) => {
    fc.pre(now < target);
    const seconds = secondsLeft(target, now);
    expect(seconds * 1000).toBeGreaterThanOrEqual(target - now);
    expect((seconds - 1) * 1000).toBeLessThan(target - now);
  });

  test.prop([epochMs, epochMs, fc.integer({ min: 0, max: 1e9 })])(
    'only goes down as time passes',
    (target, now, later) => {
      expect(secondsLeft(target, now + later)).toBeLessThanOrEqual(secondsLeft(target, now));
    },
  );

  test.prop([epochMs, epochMs])('its clock reads back as the seconds left', (target, now) => {
    const state = countdown(target, now);
    if (state.kind === 'counting') {
      expect(parseClock(state.clock)).toBe(state.remainingSeconds);
      expect(state.clock).toBe(formatCountdown(state.remainingSeconds));
    }
  });

  test.prop([fc.integer({ min: 0, max: 1e9 })])('formats any whole seconds as HH:MM:SS', (s) => {
    expect(parseClock(formatCountdown(s))).toBe(s);
  });

  it('pins the boundaries', () => {
    expect(countdown(0, 0)).toEqual({ kind: 'reached' });
    expect(countdown(0, 1)).toEqual({ kind: 'reached' });
    expect(countdown(1, 0)).toEqual({ kind: 'counting', remainingSeconds: 1, clock: '00:00:01' });
    expect(countdown(1000, 0)).toEqual({
      kind: 'counting',
      remainingSeconds: 1,
      clock: '00:00:01',
    });
    expect(countdown(1001, 0)).toEqual({
      kind: 'counting',
      remainingSeconds: 2,
      clock: '00:00:02',
    });
    expect(countdown(5_000, 4_000).kind).toBe('counting');
    expect(countdown(5_000, 5_000).kind).toBe('reached');
  });

  it('shows hours past a day', () => {
    const start = Date.UTC(2025, 4, 1, 18, 0, 0);
    const now = Date.UTC(2025, 4, 1, 16, 58, 30);
    expect(countdown(start, now)).toMatchObject({ clock: '01:01:30' });
    expect(countdown(start, start - 3_600_000)).toMatchObject({ clock: '01:00:00' });
    expect(countdown(start, start - 3_599_000)).toMatchObject({ clock: '00:59:59' });
    expect(countdown(start, start - 86_400_000)).toMatchObject({ clock: '24:00:00' });
    expect(countdown(start, start - 360_000_000)).toMatchObject({ clock: '100:00:00' });
  });

  it('counts a target that is not a number as reached', () => {
    expect(countdown(Number.NaN, 0)).toEqual({ kind: 'reached' });
    expect(countdown(Number.POSITIVE_INFINITY, 0)).toEqual({ kind: 'reached' });
  });

  it.each([
    [0, '00:00:00'],
    [1, '00:00:01'],
    [59, '00:00:59'],
    [60, '00:01:00'],
    [61, '00:01:01'],
    [3599, '00:59:59'],
    [3600, '01:00:00'],
    [3661, '01:01:01'],
    [86_399, '23:59:59'],
    [86_400, '24:00:00'],
    [61.9, '00:01:01'],
    [-3, '00:00:00'],
  ])('formats %d seconds as %s', (seconds, clock) => {
    expect(formatCountdown(seconds)).toBe(clock);
  });
});
