import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { rememberedSizeLabel, rememberSizeLabel, type SizeLabels } from '@/domain/ui/size-labels';

const productId = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('__proto__', 'toString'));
const labels: fc.Arbitrary<SizeLabels> = fc
  .array(fc.tuple(productId, fc.string({ maxLength: 5 })), { maxLength: 6 })
  .map((pairs) =>
    pairs.reduce<SizeLabels>((all, [id, label]) => rememberSizeLabel(all, id, label), {}),
  );

describe('size labels per product (docs/product.md#interface-state)', () => {
  test.prop([labels, productId, fc.string({ maxLength: 5 })])(
    'remembers a product’s label and leaves the other products’',
    (before, id, label) => {
      const after = rememberSizeLabel(before, id, label);
      expect(rememberedSizeLabel(after, id)).toBe(label);
      for (const other of Object.keys(before)) {
        if (other !== id)
          expect(rememberedSizeLabel(after, other)).toBe(rememberedSizeLabel(before, other));
      }
    },
  );

  test.prop([labels])('survives a JSON round trip', (state) => {
    const back = JSON.parse(JSON.stringify(state)) as SizeLabels;
    for (const id of Object.keys(state)) expect(rememberedSizeLabel(back, id)).toBe(state[id]);
  });

  it('knows no label for a product never chosen, whatever its id', () => {
    expect(rememberedSizeLabel({}, 'p1')).toBeUndefined();
    expect(rememberedSizeLabel({}, 'toString')).toBeUndefined();
    expect(rememberedSizeLabel({}, '__proto__')).toBeUndefined();
    expect(rememberedSizeLabel(rememberSizeLabel({}, '__proto__', 'M'), '__proto__')).toBe('M');
  });
});
