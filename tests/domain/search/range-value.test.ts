import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { formatRangeValue, parseRangeValue } from '@/domain/search/range-value';

const amount = fc.oneof(
  fc.nat(1_000_000),
  fc.nat(100_000_000).map((cents) => cents / 100),
);
const end = fc.option(amount, { nil: undefined });

describe('range facet values (docs/product.md#search-data: price, quantity)', () => {
  test.prop([end, end])('read back as the range they were written from', (from, to) => {
    const range = {
      ...(from === undefined ? {} : { from }),
      ...(to === undefined ? {} : { to }),
    };
    expect(parseRangeValue(formatRangeValue(range))).toEqual(range);
  });

  it('write open ends empty', () => {
    expect(formatRangeValue({ from: 0, to: 250 })).toBe('0-250');
    expect(formatRangeValue({ from: 1000 })).toBe('1000-');
    expect(formatRangeValue({ to: 99.5 })).toBe('-99.5');
    expect(formatRangeValue({})).toBe('-');
  });

  it.each(['', 'Sand', '50x70', '1-2-3', '1,5-2', 'a-b', '-'.repeat(2)])(
    'reads %j as no range',
    (value) => {
      expect(parseRangeValue(value)).toBeNull();
    },
  );
});
