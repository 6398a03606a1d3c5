import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { chosenLines } from '@/domain/table-setting/chosen-lines';
import type { PickerCandidate } from '@/domain/table-setting/picker-candidate';
import {
  itemQuantity,
  type ItemQuantities,
  pickItem,
  type PickedItems,
} from '@/domain/table-setting/picker-selection';
import { category, pickerCandidateList } from '../../support/table-setting-arbitraries';

const slots = fc.dictionary(category, pickerCandidateList);
const quantities: fc.Arbitrary<ItemQuantities> = fc.dictionary(
  fc.stringMatching(/^[0-9]{4}-[0-9]$/),
  fc.integer({ min: 0, max: 12 }),
);

/** Picks, per slot, one of its candidates or an item it does not hold. */
const scenario = slots.chain((bySlot) =>
  fc
    .array(fc.tuple(category, fc.oneof(fc.nat(), fc.constant(-1))), { maxLength: 8 })
    .map((steps) => {
      const picked = steps.reduce<PickedItems>((acc, [slot, n]) => {
        const offered = bySlot[slot] ?? [];
        const candidate = n < 0 || offered.length === 0 ? undefined : offered[n % offered.length];
        return pickItem(acc, slot, candidate?.itemId ?? 'gone');
      }, []);
      return { bySlot, picked };
    }),
);

const candidatesOf =
  (bySlot: Readonly<Record<string, readonly PickerCandidate[]>>) => (slot: string) =>
    Object.hasOwn(bySlot, slot) ? (bySlot[slot] ?? []) : [];

describe('table-setting summary lines (docs/product.md#table-setting)', () => {
  test.prop([scenario, quantities])(
    'lists each choice its slot offers, in the order chosen, with its quantity',
    ({ bySlot, picked }, q) => {
      const lines = chosenLines(picked, candidatesOf(bySlot), q);
      const expected = picked.flatMap(({ slot, itemId }) => {
        const candidate = candidatesOf(bySlot)(slot).find((c) => c.itemId === itemId);
        return candidate ? [{ slot, candidate }] : [];
      });
      expect(lines.map(({ slot, candidate }) => ({ slot, candidate }))).toEqual(expected);
      for (const line of lines) {
        expect(line.variantId).toBe(line.candidate.itemId);
        expect(line.price).toBe(line.candidate.price);
        expect(line.stock).toBe(line.candidate.stock);
        expect(line.quantity).toBe(itemQuantity(q, line.variantId, line.stock));
      }
    },
  );

  it('leaves out a choice the slot no longer offers', () => {
    const plate: PickerCandidate = {
      itemId: '1001-1',
      productId: '1001',
      name: 'Middagstallrik',
      colour: 'Sand',
      size: '',
      imageUrl: undefined,
      price: 349,
      stock: 4,
      diameterCm: 27,
    };
    const picked = pickItem(pickItem([], 'plates', '1001-1'), 'bowls', '2001-1');
    expect(chosenLines(picked, candidatesOf({ plates: [plate] }), { '1001-1': 6 })).toEqual([
      { slot: 'plates', variantId: '1001-1', price: 349, quantity: 4, stock: 4, candidate: plate },
    ]);
  });
});
