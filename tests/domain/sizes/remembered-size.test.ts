import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { sizeChoiceFromLabel, sizeChoiceLabel } from '@/domain/sizes/remembered-size';
import type { SizedItem } from '@/domain/sizes/size-parsing';
import { chooseSize, settleSizeChoice } from '@/domain/sizes/size-selection';
import { product, sizeChoice } from '../../support/size-arbitraries';

const items = (...names: string[]): readonly SizedItem[] =>
  names.map((name, i) => ({ id: `i${i}`, name }));

describe('a size choice remembered as one label (docs/product.md#product-size-selection)', () => {
  test.prop([product, sizeChoice])('reading the label back gives the same choice', (p, c) => {
    const settled = settleSizeChoice(p, c);
    expect(sizeChoiceFromLabel(p, sizeChoiceLabel(settled))).toEqual(settled);
  });

  test.prop([product, fc.array(fc.tuple(fc.nat(1), fc.nat(20)), { maxLength: 4 })])(
    'survives any clicks on the offered sizes',
    (p, clicks) => {
      const names = p.flatMap((item) => [item.name.trim(), ...item.name.split(/x/i)]);
      const choice = clicks.reduce(
        (current, [level, pick]) =>
          chooseSize(p, current, level, names[pick % Math.max(names.length, 1)]?.trim() ?? ''),
        settleSizeChoice(p, []),
      );
      expect(sizeChoiceFromLabel(p, sizeChoiceLabel(choice))).toEqual(choice);
    },
  );

  it('writes two levels as an item name, one as itself, none as no label', () => {
    expect(sizeChoiceLabel(['50', '70'])).toBe('50x70');
    expect(sizeChoiceLabel(['50'])).toBe('50');
    expect(sizeChoiceLabel([])).toBeUndefined();
  });

  it('keeps a one-level name with an x whole, and drops labels no longer offered', () => {
    expect(sizeChoiceFromLabel(items('50x70x10', 'M'), '50x70x10')).toEqual(['50x70x10']);
    expect(sizeChoiceFromLabel(items('50x70', '50x90'), '50x70')).toEqual(['50', '70']);
    expect(sizeChoiceFromLabel(items('50x70', '60x90'), '40x70')).toEqual([]);
    expect(sizeChoiceFromLabel(items('M'), undefined)).toEqual(['M']);
  });
});
