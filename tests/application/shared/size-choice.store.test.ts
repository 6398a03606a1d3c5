import { describe, expect, it } from 'vitest';
import { SizeChoiceStore } from '@/application/shared/size-choice.store';
import type { SizeLabels } from '@/domain/ui/size-labels';

describe('SizeChoiceStore (docs/product.md#product-size-selection)', () => {
  it('remembers the size label chosen for each product', () => {
    const sizes = new SizeChoiceStore();
    sizes.selectSizeLabel('p1', '50x70');
    sizes.selectSizeLabel('p2', 'M');
    sizes.selectSizeLabel('p1', '70x100');
    expect(sizes.selectedSizeLabel('p1')).toBe('70x100');
    expect(sizes.selectedSizeLabel('p2')).toBe('M');
    expect(sizes.selectedSizeLabel('p3')).toBeUndefined();
  });

  it('writes its choices to JSON and reads them back on a fresh store', () => {
    const a = new SizeChoiceStore();
    a.selectSizeLabel('p1', '50x70');
    const b = new SizeChoiceStore();
    b.hydrate(JSON.parse(JSON.stringify(a.toJSON())) as SizeLabels);
    expect(b.selectedSizeLabel('p1')).toBe('50x70');
  });
});
