import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { tableSettingCategories } from '@/domain/content/table-setting-block';

const tool = (categories: unknown) => ({ _uid: 't', component: 'table_setting_tool', categories });

const entry = fc.record(
  {
    category_id: fc.oneof(fc.constantFrom('11', '12', ' 14 ', ''), fc.integer(), fc.constant(null)),
    label: fc.oneof(fc.string({ maxLength: 6 }), fc.constant(undefined)),
  },
  { requiredKeys: [] },
);

describe('the table-setting tool block categories (docs/product.md#table-setting)', () => {
  test.prop([fc.anything()])('never breaks on what the editors stored', (categories) => {
    expect(() => tableSettingCategories(tool(categories))).not.toThrow();
  });

  test.prop([fc.array(fc.oneof(entry, fc.anything()), { maxLength: 8 })])(
    'gives each category once, with an id and a label',
    (categories) => {
      const read = tableSettingCategories(tool(categories));
      const ids = read.map((category) => category.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const category of read) {
        expect(category.id).not.toBe('');
        expect(category.label).not.toBe('');
      }
    },
  );

  it('keeps the editors’ order, trims ids and falls back to the id for a label', () => {
    expect(
      tableSettingCategories(
        tool([
          { category_id: '11', label: 'Plates' },
          { category_id: ' 12 ' },
          { label: 'No id' },
          { category_id: '11', label: 'Again' },
          { category_id: 14, label: 'Mugs' },
          'junk',
        ]),
      ),
    ).toEqual([
      { id: '11', label: 'Plates' },
      { id: '12', label: '12' },
      { id: '14', label: 'Mugs' },
    ]);
    expect(tableSettingCategories({ _uid: 't', component: 'table_setting_tool' })).toEqual([]);
  });
});
