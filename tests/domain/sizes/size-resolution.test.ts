import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { productSizeLevels, type SizedItem } from '@/domain/sizes/size-parsing';
import { canAddSizeToCart, resolveSizeItem } from '@/domain/sizes/size-resolution';
import { chooseSize, settleSizeChoice } from '@/domain/sizes/size-selection';
import { product, sizeChoice } from '../../support/size-arbitraries';

const items = (...names: string[]): readonly SizedItem[] =>
  names.map((name, i) => ({ id: `i${i}`, name }));

describe('the chosen item (docs/product.md#product-size-selection)', () => {
  test.prop([product, sizeChoice])(
    'resolves exactly when every level is chosen, to the first item of that size',
    (p, choice) => {
      const settled = settleSizeChoice(p, choice);
      const levels = productSizeLevels(p);
      const count = levels[0]?.length ?? 1;
      const result = resolveSizeItem(p, choice);
      if (settled.length === count) {
        const index = levels.findIndex((l) => l.join('|') === settled.join('|'));
        expect(result).toEqual({ ok: true, value: p[index] });
      } else {
        expect(result).toEqual({
          ok: false,
          error: { kind: 'sizes/incomplete', level: settled.length },
        });
      }
      expect(canAddSizeToCart(p, choice)).toBe(result.ok);
    },
  );

  test.prop([product, fc.nat()])('every item can be chosen, level by level', (p, n) => {
    fc.pre(p.length > 0);
    const levels = productSizeLevels(p);
    const target = levels[n % p.length] ?? [];
    const choice = target.reduce(
      (chosen, label, level) => chooseSize(p, chosen, level, label),
      settleSizeChoice(p, []),
    );
    const result = resolveSizeItem(p, choice);
    expect(result.ok && levels[p.indexOf(result.value)]).toEqual(target);
  });

  it('allows add to cart only when all levels are chosen', () => {
    const sheets = items('50x70', '50x100', '70x100');
    expect(resolveSizeItem(sheets, [])).toEqual({
      ok: false,
      error: { kind: 'sizes/incomplete', level: 0 },
    });
    expect(resolveSizeItem(sheets, ['50'])).toEqual({
      ok: false,
      error: { kind: 'sizes/incomplete', level: 1 },
    });
    expect(resolveSizeItem(sheets, ['50', '100'])).toEqual({ ok: true, value: sheets[1] });
    expect(resolveSizeItem(sheets, ['70'])).toEqual({ ok: true, value: sheets[2] });
    expect(canAddSizeToCart(sheets, ['50'])).toBe(false);
    expect(canAddSizeToCart(sheets, ['50', '70'])).toBe(true);
  });

  it('resolves one-level products, a single size and duplicates', () => {
    const shirts = items('S', ' M ', 'M');
    expect(resolveSizeItem(shirts, ['M'])).toEqual({ ok: true, value: shirts[1] });
    expect(resolveSizeItem(shirts, [])).toEqual({
      ok: false,
      error: { kind: 'sizes/incomplete', level: 0 },
    });
    expect(resolveSizeItem(items('One size'), [])).toEqual({
      ok: true,
      value: { id: 'i0', name: 'One size' },
    });
    expect(canAddSizeToCart([], [])).toBe(false);
  });
});
