import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { productReference } from '@/domain/editorial/product-reference';

describe('productReference (docs/product.md#content-blocks)', () => {
  it('names a product by sku first, else by its URL key', () => {
    expect(productReference(' LERA-MUGG-SAND ', 'mugg-ocean')).toEqual({
      kind: 'sku',
      sku: 'LERA-MUGG-SAND',
    });
    expect(productReference('', '/se/mugg-ocean/')).toEqual({ kind: 'uri', uri: 'mugg-ocean' });
    expect(productReference(' ', ' / ')).toBeUndefined();
  });

  test.prop([fc.string(), fc.string()])('never names an empty sku or key', (sku, uri) => {
    const reference = productReference(sku, uri);
    if (reference?.kind === 'sku') expect(reference.sku.trim()).toBe(reference.sku);
    if (reference?.kind === 'uri') expect(reference.uri).not.toMatch(/^\s*$|\//);
  });
});
