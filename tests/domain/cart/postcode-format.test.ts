import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { formatPostcode } from '@/domain/cart/postcode-format';

const digits = (length: number) => fc.stringMatching(new RegExp(`^\\d{${length}}$`));

describe('formatPostcode', () => {
  it('writes each post’s grouping', () => {
    expect(formatPostcode('26338', 'se')).toBe('263 38');
    expect(formatPostcode(' 263 38 ', 'SE')).toBe('263 38');
    expect(formatPostcode('1011ab', 'NL')).toBe('1011 AB');
    expect(formatPostcode('sw1a1aa', 'GB')).toBe('SW1A 1AA');
    expect(formatPostcode('0150', 'NO')).toBe('0150');
    expect(formatPostcode('10115', 'DE')).toBe('10115');
  });

  test.prop([digits(5), fc.integer({ min: 0, max: 5 })])(
    'groups any Swedish postcode as NNN NN, wherever the shopper put a space',
    (code, at) => {
      const typed = `${code.slice(0, at)} ${code.slice(at)}`;
      expect(formatPostcode(typed, 'SE')).toBe(`${code.slice(0, 3)} ${code.slice(3)}`);
    },
  );

  test.prop([digits(4)])('leaves a Norwegian postcode as its four digits', (code) => {
    expect(formatPostcode(code, 'NO')).toBe(code);
  });

  test.prop([fc.string(), fc.constantFrom('SE', 'NO', 'NL', 'GB', 'DE', 'US')])(
    'is settled: a written postcode is written the same again',
    (typed, country) => {
      const once = formatPostcode(typed, country);
      expect(formatPostcode(once, country)).toBe(once);
    },
  );

  test.prop([fc.string(), fc.constantFrom('NO', 'DE', 'US', 'FI')])(
    'leaves the postcodes of countries without a grouping as typed, trimmed',
    (typed, country) => {
      expect(formatPostcode(typed, country)).toBe(typed.trim());
    },
  );
});
