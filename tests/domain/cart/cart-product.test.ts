import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { lineStock, productNameIn, type CartProduct } from '@/domain/cart/cart-product';

const names = fc.record({ name: fc.string(), variantName: fc.string() });

const product = (over: Partial<CartProduct> = {}): CartProduct => ({
  name: 'Tallrik',
  variantName: 'Blå',
  motherSku: 'LERA',
  productSku: 'LERA-BLUE',
  uri: 'tallrik-blue',
  canonicalUri: 'servering/tallrik-blue',
  stockByMarket: { 1: 4, 2: 0 },
  localized: { en: { name: 'Plate', variantName: 'Blue' } },
  ...over,
});

describe('a cart product’s names in a language (docs/product.md#cart-data)', () => {
  test.prop([
    fc.dictionary(fc.constantFrom('sv', 'en', 'de'), names),
    fc.constantFrom('sv', 'en', 'de'),
    names,
  ])('uses the language’s names when sent, else the top-level ones', (localized, language, top) => {
    const chosen = productNameIn(product({ ...top, localized }), language);
    expect(chosen).toEqual(localized[language] ?? top);
  });

  it('does not take inherited object keys for languages', () => {
    expect(productNameIn(product(), 'constructor')).toEqual({
      name: 'Tallrik',
      variantName: 'Blå',
    });
    expect(productNameIn(product(), 'en')).toEqual({ name: 'Plate', variantName: 'Blue' });
  });
});

describe('a cart line’s stock in a market (docs/product.md#cart-data)', () => {
  test.prop([
    fc.dictionary(fc.stringMatching(/^[1-9]$/), fc.nat(60)),
    fc.stringMatching(/^[1-9]$/),
  ])('is the market’s entry, and none for a market without one', (stockByMarket, market) => {
    expect(lineStock({ product: product({ stockByMarket }) }, market)).toBe(
      stockByMarket[market] ?? 0,
    );
  });

  it('is none for a line sent without its product or for an inherited key', () => {
    expect(lineStock({}, '1')).toBe(0);
    expect(lineStock({ product: product() }, '1')).toBe(4);
    expect(lineStock({ product: product() }, 'toString')).toBe(0);
  });
});
