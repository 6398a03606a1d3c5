import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  SIZE_DELIMITER,
  formatSizeLevels,
  parseSizeName,
  productSizeLevels,
} from '@/domain/sizes/size-parsing';
import { letterSize, measurement, twoLevelName } from '../../support/size-arbitraries';

const items = (...names: string[]) => names.map((name, i) => ({ id: String(i), name }));

describe('size names (docs/product.md#product-size-selection)', () => {
  test.prop([measurement, measurement])('two levels format and parse back', (a, b) => {
    expect(parseSizeName(formatSizeLevels([a, b]))).toEqual([a, b]);
    expect(formatSizeLevels([a, b])).toBe(`${a}${SIZE_DELIMITER}${b}`);
  });

  test.prop([twoLevelName])(
    'the x splits in either case, whitespace trimmed',
    ({ levels, name }) => {
      expect(parseSizeName(name)).toEqual(levels);
    },
  );

  test.prop([fc.string().filter((s) => !/x/i.test(s))])(
    'a name without an x is one level, its trimmed self',
    (name) => {
      expect(parseSizeName(name)).toEqual([name.trim()]);
      expect(parseSizeName(formatSizeLevels([name.trim()]))).toEqual([name.trim()]);
    },
  );

  test.prop([fc.string()])('every level is trimmed and a second level holds a digit', (name) => {
    const levels = parseSizeName(name);
    for (const level of levels) expect(level).toBe(level.trim());
    if (levels.length === 2) {
      for (const level of levels) expect(level).toMatch(/\d/);
      expect(levels.join('').toLowerCase()).not.toContain(SIZE_DELIMITER);
    } else {
      expect(levels).toEqual([name.trim()]);
    }
  });

  test.prop([letterSize])('letter sizes stay one level', (name) => {
    expect(parseSizeName(name)).toEqual([name]);
  });

  it('reads the documented and shop examples', () => {
    expect(parseSizeName('50x70')).toEqual(['50', '70']);
    expect(parseSizeName('M')).toEqual(['M']);
    expect(parseSizeName(' 50 x 70 ')).toEqual(['50', '70']);
    expect(parseSizeName('50X70')).toEqual(['50', '70']);
    expect(parseSizeName('30 x 40 cm')).toEqual(['30', '40 cm']);
    expect(parseSizeName(' XL ')).toEqual(['XL']);
    expect(parseSizeName('XXL')).toEqual(['XXL']);
    expect(parseSizeName('3XL')).toEqual(['3XL']);
    expect(parseSizeName('2xl')).toEqual(['2xl']);
    expect(parseSizeName('Lx2')).toEqual(['Lx2']);
    expect(parseSizeName('50x70x10')).toEqual(['50x70x10']);
    expect(parseSizeName('x70')).toEqual(['x70']);
    expect(parseSizeName('50x')).toEqual(['50x']);
    expect(parseSizeName('')).toEqual(['']);
    expect(formatSizeLevels(['M'])).toBe('M');
    expect(formatSizeLevels(['50', '70'])).toBe('50x70');
  });
});

describe('a product’s size levels', () => {
  it('has two levels only when every item has two', () => {
    expect(productSizeLevels(items('50x70', '50 X 100'))).toEqual([
      ['50', '70'],
      ['50', '100'],
    ]);
    expect(productSizeLevels(items('50x70', ' One size '))).toEqual([['50x70'], ['One size']]);
    expect(productSizeLevels(items('M', 'L'))).toEqual([['M'], ['L']]);
    expect(productSizeLevels([])).toEqual([]);
  });
});
