import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  TABLE_SETTING_QUANTITY_MAX,
  tableSettingQuantityOptions,
} from '@/domain/stock/quantity-options';
import {
  clampTableSettingQuantity,
  itemQuantity,
  type PickedItems,
  pickedItemId,
  pickItem,
  setItemQuantity,
  unpickSlot,
} from '@/domain/table-setting/picker-selection';
import { category } from '../../support/table-setting-arbitraries';

const itemId = fc.stringMatching(/^[0-9]{4}-[0-9]$/);
const picks = fc.array(fc.tuple(category, itemId), { maxLength: 10 });
const pickAll = (steps: readonly (readonly [string, string])[]): PickedItems =>
  steps.reduce<PickedItems>((picked, [slot, item]) => pickItem(picked, slot, item), []);
const stock = fc.integer({ min: -3, max: 40 });
const quantity = fc.oneof(
  fc.integer({ min: -5, max: 50 }),
  fc.double({ min: -5, max: 50, noNaN: true }),
  fc.constant(Number.NaN),
);

describe('item picker selection (docs/product.md#item-picker: selected items by id)', () => {
  test.prop([picks])('a slot holds one item: the last one chosen for it', (steps) => {
    const picked = pickAll(steps);
    const slots = picked.map((entry) => entry.slot);
    expect(new Set(slots).size).toBe(slots.length);
    for (const [slot] of steps) {
      const last = steps.filter(([s]) => s === slot).at(-1)?.[1];
      expect(pickedItemId(picked, slot)).toBe(last);
    }
  });

  test.prop([picks])('slots keep the order they were first filled in', (steps) => {
    expect(pickAll(steps).map((entry) => entry.slot)).toEqual([
      ...new Set(steps.map(([slot]) => slot)),
    ]);
  });

  test.prop([picks, category])('emptying a slot leaves the others as they were', (steps, slot) => {
    const picked = pickAll(steps);
    const emptied = unpickSlot(picked, slot);
    expect(pickedItemId(emptied, slot)).toBeUndefined();
    expect(emptied).toEqual(picked.filter((entry) => entry.slot !== slot));
  });

  it('pins the examples', () => {
    const picked = pickAll([
      ['plates', '1001-1'],
      ['bowls', '1010-1'],
      ['plates', '1002-1'],
    ]);
    expect(picked).toEqual([
      { slot: 'plates', itemId: '1002-1' },
      { slot: 'bowls', itemId: '1010-1' },
    ]);
    expect(pickedItemId(picked, 'mugs')).toBeUndefined();
  });
});

describe('item picker quantities (docs/product.md#item-picker, docs/product.md#table-setting)', () => {
  test.prop([quantity, stock])('a quantity is always one of the drop-down options', (q, s) => {
    expect(tableSettingQuantityOptions(s)).toContain(clampTableSettingQuantity(q, s));
  });

  test.prop([stock])('an option is kept as it is', (s) => {
    for (const option of tableSettingQuantityOptions(s)) {
      expect(clampTableSettingQuantity(option, s)).toBe(option);
    }
  });

  test.prop([itemId, stock])(
    'an item nobody set a quantity for starts at one piece, none when out of stock',
    (id, s) => {
      expect(itemQuantity({}, id, s)).toBe(s > 0 ? 1 : 0);
    },
  );

  test.prop([itemId, quantity, stock, stock])(
    'a set quantity is kept per item, within the options of the stock now',
    (id, q, setWith, now) => {
      const quantities = setItemQuantity({}, id, q, setWith);
      expect(quantities[id]).toBe(clampTableSettingQuantity(q, setWith));
      expect(itemQuantity(quantities, id, now)).toBe(
        clampTableSettingQuantity(clampTableSettingQuantity(q, setWith), now),
      );
      expect(itemQuantity(quantities, `${id}x`, now)).toBe(itemQuantity({}, `${id}x`, now));
    },
  );

  it('pins the documented numbers', () => {
    expect(TABLE_SETTING_QUANTITY_MAX).toBe(10);
    expect(clampTableSettingQuantity(12, 40)).toBe(10);
    expect(clampTableSettingQuantity(12, 6)).toBe(6);
    expect(clampTableSettingQuantity(3, 0)).toBe(0);
    expect(clampTableSettingQuantity(-1, 5)).toBe(0);
    expect(clampTableSettingQuantity(2.7, 5)).toBe(2);
    expect(clampTableSettingQuantity(Number.NaN, 5)).toBe(0);
    expect(itemQuantity({ '1001-1': 0 }, '1001-1', 5)).toBe(0);
    expect(itemQuantity({ '1001-1': 8 }, '1001-1', 3)).toBe(3);
    expect(itemQuantity({}, '__proto__', 3)).toBe(1);
    expect(setItemQuantity({}, '__proto__', 2, 3)).toEqual({ ['__proto__']: 2 });
  });
});
