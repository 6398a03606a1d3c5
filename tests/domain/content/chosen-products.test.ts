import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { PRODUCTS_TO_SHOW } from '@/domain/content/product-list-block';
import {
  chosenItems,
  chosenProductBloks,
  chosenProductIds,
  chosenProductsQuery,
  PRODUCT_ID_FIELD,
} from '@/domain/content/chosen-products';
import type { Blok } from '@/domain/content/story';
import { formatSite } from '@/domain/site/site';
import { site } from '../../support/arbitraries';
import { anyFieldValue } from '../../support/blok-arbitraries';
import { searchItem } from '../../support/search-item-arbitraries';

const look = (products: unknown, uid = 'look-1'): Blok => ({
  _uid: uid,
  component: 'shop_the_look',
  products,
});

describe("a block's chosen products (docs/product.md#content-blocks: shop the look, product display)", () => {
  it('reads a list or a text of ids, in the editor’s order, each once', () => {
    expect(chosenProductIds(look(['1026', 1002, ' 1050 ', '', '1002']))).toEqual([
      '1026',
      '1002',
      '1050',
    ]);
    expect(chosenProductIds(look('1030, 1001 1014'))).toEqual(['1030', '1001', '1014']);
    expect(chosenProductIds(look(undefined))).toEqual([]);
  });

  test.prop([anyFieldValue])('any field gives distinct, non-blank ids, at most 24', (value) => {
    const ids = chosenProductIds(look(value));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeLessThanOrEqual(PRODUCTS_TO_SHOW);
    for (const id of ids) expect(id.trim()).toBe(id);
    for (const id of ids) expect(id).not.toBe('');
  });

  test.prop([fc.uniqueArray(fc.stringMatching(/^\d{4}$/), { minLength: 1, maxLength: 30 }), site])(
    'asks one search for exactly the chosen ids, as many items as ids',
    (ids, s) => {
      const query = chosenProductsQuery(look(ids), s);
      const asked = ids.slice(0, PRODUCTS_TO_SHOW);
      expect(query?.rules).toEqual([{ name: PRODUCT_ID_FIELD, type: 'text', values: asked }]);
      expect(query?.limit).toBe(asked.length);
      expect(query?.name).toBe(`chosen:look-1:${formatSite(s)}`);
    },
  );

  test.prop([site])('asks nothing for a block that chose none', (s) => {
    expect(chosenProductsQuery(look([]), s)).toBe(undefined);
    expect(chosenProductsQuery(look(' , '), s)).toBe(undefined);
  });

  test.prop([fc.array(searchItem, { maxLength: 5 })])(
    'shows the chosen products in the editor’s order, each showing its own variant',
    (items) => {
      const variantIds = items.flatMap((item) => item.variants.map(({ id }) => id));
      const chosen = [...new Set([...variantIds].reverse())];
      const shown = chosenItems(items, chosen);
      expect(shown.map(({ selectedVariantId }) => selectedVariantId)).toEqual(
        chosen.filter((id) => shown.some(({ selectedVariantId }) => selectedVariantId === id)),
      );
      for (const item of shown) {
        expect(item.variants.some(({ id }) => id === item.selectedVariantId)).toBe(true);
      }
    },
  );

  it('leaves out a product the search did not find, and keeps the order asked', () => {
    const item = (id: string, variants: readonly string[]) =>
      ({
        id,
        title: id,
        name: id,
        selectedVariantId: variants[0],
        variants: variants.map((variant) => ({ id: variant, color: [variant], imageUrl: '' })),
      }) as never;
    const items = [item('plate', ['p-sand', 'p-ocean']), item('mug', ['m-ocean'])];
    const shown = chosenItems(items, ['m-ocean', 'gone', 'p-ocean', 'p-sand']);
    expect(shown.map(({ selectedVariantId }) => selectedVariantId)).toEqual([
      'm-ocean',
      'p-ocean',
      'p-sand',
    ]);
  });

  it('finds the blocks that chose products anywhere in a page', () => {
    const root: Blok = {
      _uid: 'page',
      component: 'page',
      body: [
        look(['1']),
        look([], 'empty'),
        { _uid: 'display', component: 'product_display', products: '2 3' },
        { _uid: 'single', component: 'product_display', sku: 'LERA-MUGG-PINK' },
        { _uid: 'other', component: 'headline', products: ['4'] },
      ],
    };
    expect(chosenProductBloks(root).map(({ _uid }) => _uid)).toEqual(['look-1', 'display']);
  });
});
