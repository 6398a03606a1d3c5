import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  allBloks,
  bloksField,
  booleanField,
  isBlok,
  numberField,
  textField,
} from '@/domain/content/blok-fields';
import type { Blok } from '@/domain/content/story';
import { anyFieldValue, blokTree } from '../../support/blok-arbitraries';

const withField = (value: unknown): Blok => ({ _uid: 'b1', component: 'headline', field: value });

describe('block field readers (docs/product.md#content-blocks)', () => {
  test.prop([anyFieldValue, fc.string()])(
    'a text field is the string itself, else the fallback',
    (value, fallback) => {
      const read = textField(withField(value), 'field', fallback);
      expect(read).toBe(typeof value === 'string' ? value : fallback);
    },
  );

  test.prop([anyFieldValue])('a number field is a finite number or nothing', (value) => {
    const read = numberField(withField(value), 'field');
    if (read !== undefined) expect(Number.isFinite(read)).toBe(true);
    if (typeof value === 'number' && Number.isFinite(value)) expect(read).toBe(value);
  });

  test.prop([fc.integer()])('a numeric string reads as its number', (value) => {
    expect(numberField(withField(String(value)), 'field')).toBe(value);
  });

  test.prop([anyFieldValue])('only true is a true boolean field', (value) => {
    expect(booleanField(withField(value), 'field')).toBe(value === true);
  });

  test.prop([fc.array(fc.oneof(blokTree, anyFieldValue), { maxLength: 5 })])(
    'a block list field keeps the blocks, in order, and drops anything else',
    (values) => {
      expect(bloksField(withField(values), 'field')).toEqual(values.filter(isBlok));
    },
  );

  test.prop([blokTree])('a tree lists every block once, the root first', (root) => {
    const count = (blok: Blok): number =>
      1 + bloksField(blok, 'body').reduce((sum, child) => sum + count(child), 0);
    const listed = allBloks(root);
    expect(listed[0]).toBe(root);
    expect(listed).toHaveLength(count(root));
  });

  it('reads an example', () => {
    const hero: Blok = { _uid: 'h', component: 'hero', headline: 'Hösten' };
    const page: Blok = { _uid: 'p', component: 'page', body: [hero, 'stray', null], limit: '8' };
    expect(bloksField(page, 'body')).toEqual([hero]);
    expect(numberField(page, 'limit')).toBe(8);
    expect(numberField(page, 'missing')).toBeUndefined();
    expect(allBloks(page).map((blok) => blok._uid)).toEqual(['p', 'h']);
  });
});
