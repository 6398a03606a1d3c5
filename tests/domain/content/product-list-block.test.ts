import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  PRODUCTS_TO_SHOW,
  productListBloks,
  productListQuery,
} from '@/domain/content/product-list-block';
import type { Blok } from '@/domain/content/story';
import { formatSite } from '@/domain/site/site';
import { site } from '../../support/arbitraries';
import { anyFieldValue, blokTree } from '../../support/blok-arbitraries';

const listBlok = (fields: Record<string, unknown>): Blok => ({
  _uid: 'list-1',
  component: 'product_list',
  ...fields,
});

describe('product list blocks (docs/product.md#product-list-block)', () => {
  test.prop([anyFieldValue, site])('the page size is a whole number from 1', (limit, s) => {
    const { limit: size } = productListQuery(listBlok({ limit }), s);
    expect(Number.isInteger(size)).toBe(true);
    expect(size).toBeGreaterThanOrEqual(1);
    if (typeof limit === 'number' && Number.isInteger(limit) && limit >= 1)
      expect(size).toBe(limit);
  });

  test.prop([fc.uuid(), fc.uuid(), site, site])(
    'each block and site has its own query',
    (uid1, uid2, site1, site2) => {
      const first = productListQuery({ _uid: uid1, component: 'product_list' }, site1).name;
      const second = productListQuery({ _uid: uid2, component: 'product_list' }, site2).name;
      expect(first === second).toBe(uid1 === uid2 && formatSite(site1) === formatSite(site2));
    },
  );

  test.prop([blokTree])('finds every product list in the tree', (root) => {
    const lists = productListBloks(root);
    const names = ['product_list', 'search_product_list'];
    expect(lists.every((blok) => names.includes(blok.component))).toBe(true);
    const json = JSON.stringify(root);
    const count = names.reduce(
      (sum, name) => sum + json.split(`"component":"${name}"`).length - 1,
      0,
    );
    expect(lists).toHaveLength(count);
  });

  it('lists a category with its level filters as rules', () => {
    const query = productListQuery(
      listBlok({ category: 'servering/tallrikar', query: ' sand ', limit: 8 }),
      { country: 'no', language: 'en' },
    );
    expect(query).toEqual({
      name: 'block:list-1:no',
      q: 'sand',
      limit: 8,
      rules: [
        { type: 'category', name: 'category1', values: ['Servering'] },
        { type: 'category', name: 'category2', values: ['Tallrikar'] },
      ],
    });
    expect(productListQuery(listBlok({}), { country: 'se', language: 'en' }).limit).toBe(
      PRODUCTS_TO_SHOW,
    );
  });
});
