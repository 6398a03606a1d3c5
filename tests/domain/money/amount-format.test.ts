import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { formatAmount, roundToHundredths } from '@/domain/money/amount-format';
import { priceLocale } from '@/domain/money/price-locale';
import type { Site } from '@/domain/site/site';
import { amount, anyAmount, cents } from '../../support/money-arbitraries';
import { site } from '../../support/arbitraries';

const SE: Site = { country: 'se', language: 'sv' };
const NO: Site = { country: 'no', language: 'en' };
const NBSP = '\u00a0';
const MINUS = '\u2212';

/** The locale's own separators, read from Intl, to read a formatted amount back. */
function symbols(s: Site): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(priceLocale(s)).formatToParts(11111.5);
  const find = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return { group: find('group'), decimal: find('decimal') };
}

function readAmount(text: string, s: Site): number {
  const { group, decimal } = symbols(s);
  return Number(
    text.split(group).join('').replace(decimal, '.').replace(MINUS, '-').replace('\u200e', ''),
  );
}

describe('price locale (docs/product.md#markets-and-pricelists)', () => {
  test.prop([site])('is the language with the country as upper-case region', (s) => {
    expect(priceLocale(s)).toBe(`${s.language}-${s.country.toUpperCase()}`);
    expect(Intl.NumberFormat.supportedLocalesOf([priceLocale(s)])).toHaveLength(1);
  });

  it('is sv-SE for Sweden in Swedish and en-NO for Norway in English', () => {
    expect(priceLocale(SE)).toBe('sv-SE');
    expect(priceLocale(NO)).toBe('en-NO');
    expect(priceLocale({ country: 'se', language: 'en' })).toBe('en-SE');
  });
});

describe('amount formatting', () => {
  test.prop([cents, site])('reads back as the amount it was made from', (c, s) => {
    expect(readAmount(formatAmount(c / 100, s), s)).toBe(c / 100);
  });

  test.prop([cents, site])('has decimals exactly when the amount is not whole', (c, s) => {
    const text = formatAmount(c / 100, s);
    const { decimal } = symbols(s);
    expect(text.includes(decimal)).toBe(c % 100 !== 0);
    if (c % 100 !== 0) expect(text.split(decimal)[1]).toMatch(/^\d{2}$/);
  });

  test.prop([anyAmount, site])('rounds any amount to the hundredth', (a, s) => {
    const read = readAmount(formatAmount(a, s), s);
    expect(Math.abs(read - a)).toBeLessThanOrEqual(0.005 + 1e-9 * Math.abs(a));
  });

  test.prop([amount, site])('shows a minus sign only below zero', (a, s) => {
    const text = formatAmount(a, s);
    expect(/[-\u2212]/.test(text)).toBe(a < 0);
  });

  it('writes whole amounts without decimals and others with two, in sv-SE', () => {
    expect(formatAmount(0, SE)).toBe('0');
    expect(formatAmount(5, SE)).toBe('5');
    expect(formatAmount(299, SE)).toBe('299');
    expect(formatAmount(1234, SE)).toBe(`1${NBSP}234`);
    expect(formatAmount(1234567.891, SE)).toBe(`1${NBSP}234${NBSP}567,89`);
    expect(formatAmount(299.5, SE)).toBe('299,50');
    expect(formatAmount(0.05, SE)).toBe('0,05');
    expect(formatAmount(-5, SE)).toBe(`${MINUS}5`);
    expect(formatAmount(-1.5, SE)).toBe(`${MINUS}1,50`);
  });

  it('rounds to the hundredth, half away from zero, and drops decimals that round away', () => {
    expect(formatAmount(99.999, SE)).toBe('100');
    expect(formatAmount(1.006, SE)).toBe('1,01');
    expect(formatAmount(1.004, SE)).toBe('1');
    expect(formatAmount(0.125, SE)).toBe('0,13');
    expect(formatAmount(-0.125, SE)).toBe(`${MINUS}0,13`);
    expect(formatAmount(-1.006, SE)).toBe(`${MINUS}1,01`);
    expect(formatAmount(-99.999, SE)).toBe(`${MINUS}100`);
    expect(formatAmount(0.004, SE)).toBe('0');
    expect(formatAmount(-0.001, SE)).toBe('0');
    expect(formatAmount(-0, SE)).toBe('0');
  });

  it('writes en-NO with Norwegian separators and a hyphen minus', () => {
    expect(formatAmount(1234.5, NO)).toBe(`1${NBSP}234,50`);
    expect(formatAmount(-1234, NO)).toBe(`-1${NBSP}234`);
    expect(formatAmount(1234.5, { country: 'us', language: 'en' })).toBe('1,234.50');
  });

  it('throws for an amount that is not a number, a bug upstream', () => {
    expect(() => formatAmount(Number.NaN, SE)).toThrow(RangeError);
    expect(() => formatAmount(Number.POSITIVE_INFINITY, SE)).toThrow('Not an amount: Infinity');
    expect(() => formatAmount(Number.NEGATIVE_INFINITY, SE)).toThrow(RangeError);
  });
});

describe('roundToHundredths', () => {
  it('rounds float sums to whole hundredths, halves away from zero', () => {
    expect(roundToHundredths(0.1 * 3)).toBe(0.3);
    expect(roundToHundredths(2.125)).toBe(2.13);
    expect(roundToHundredths(-2.125)).toBe(-2.13);
    expect(roundToHundredths(-0.001)).toBe(0);
    expect(Object.is(roundToHundredths(-0.001), -0)).toBe(false);
  });
});
