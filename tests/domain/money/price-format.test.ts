import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { formatAmount } from '@/domain/money/amount-format';
import { CODE_SEPARATOR, formatPrice } from '@/domain/money/price-format';
import type { Site } from '@/domain/site/site';
import { amount, bareCurrency, markedCurrency } from '../../support/money-arbitraries';
import { site } from '../../support/arbitraries';

const SE: Site = { country: 'se', language: 'sv' };
const NO: Site = { country: 'no', language: 'en' };
const NBSP = '\u00a0';

describe('price with its currency (docs/product.md#markets-and-pricelists)', () => {
  test.prop([amount, markedCurrency, site])(
    'is the prefix, the formatted amount and the suffix, nothing else',
    (a, currency, s) => {
      expect(formatPrice(a, currency, s)).toBe(
        `${currency.prefix}${formatAmount(a, s)}${currency.suffix}`,
      );
    },
  );

  test.prop([amount, bareCurrency, site])(
    'names the currency code after the amount when there is no prefix or suffix',
    (a, currency, s) => {
      expect(formatPrice(a, currency, s)).toBe(
        `${formatAmount(a, s)}${CODE_SEPARATOR}${currency.code}`,
      );
    },
  );

  it('writes the shop examples', () => {
    const sek = { code: 'SEK', prefix: '', suffix: ' kr' };
    const eur = { code: 'EUR', prefix: '€', suffix: '' };
    expect(formatPrice(1234, sek, SE)).toBe(`1${NBSP}234 kr`);
    expect(formatPrice(299.5, sek, SE)).toBe('299,50 kr');
    expect(formatPrice(12.5, eur, NO)).toBe('€12,50');
    expect(formatPrice(40, { code: 'NOK', prefix: 'kr ', suffix: ',-' }, NO)).toBe('kr 40,-');
  });

  it('falls back to the code only when both marks are blank', () => {
    expect(formatPrice(10, { code: 'EUR', prefix: '', suffix: '' }, SE)).toBe(`10${NBSP}EUR`);
    expect(formatPrice(10, { code: 'EUR', prefix: ' ', suffix: ' ' }, SE)).toBe(`10${NBSP}EUR`);
    expect(formatPrice(10, { code: 'EUR', prefix: '€', suffix: '' }, SE)).toBe('€10');
    expect(formatPrice(10, { code: 'SEK', prefix: '', suffix: 'kr' }, SE)).toBe('10kr');
    expect(formatPrice(10, { code: 'SEK', prefix: ' ', suffix: 'kr' }, SE)).toBe(' 10kr');
  });
});
