import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { plateWidthPercent } from '@/domain/table-setting/plate-width';
import {
  STACK_BASE,
  STACK_STEP,
  type StackPiece,
  tableStack,
  UNMEASURED_PIECE_CM,
} from '@/domain/table-setting/table-stack';

const piece: fc.Arbitrary<StackPiece> = fc.record({
  key: fc.string({ minLength: 1, maxLength: 4 }),
  diameterCm: fc.option(fc.double({ min: -10, max: 80, noNaN: true }), { nil: undefined }),
});
const pieces = fc.uniqueArray(piece, { selector: (p) => p.key, maxLength: 8 });
const isMeasured = (p: StackPiece) => plateWidthPercent(p.diameterCm ?? 0) > 0;

describe('the table stack (docs/product.md#table-setting)', () => {
  test.prop([pieces])('places every piece once, on its own layer', (chosen) => {
    const placed = tableStack(chosen);
    expect(placed.map((p) => p.key).sort()).toEqual(chosen.map((p) => p.key).sort());
    expect(placed.map((p) => p.layer)).toEqual(placed.map((_, index) => index));
  });

  test.prop([pieces])('keeps every piece inside the picture', (chosen) => {
    for (const p of tableStack(chosen)) {
      expect(p.widthPercent).toBeGreaterThan(0);
      expect(p.centrePercent - p.widthPercent / 2).toBeGreaterThanOrEqual(0);
      expect(p.centrePercent + p.widthPercent / 2).toBeLessThanOrEqual(100);
      expect(p.bottomPercent).toBeGreaterThanOrEqual(STACK_BASE);
      expect(p.bottomPercent).toBeLessThan(100);
    }
  });

  test.prop([pieces])('draws plates to scale, the widest lowest, each a step higher', (chosen) => {
    const stacked = tableStack(chosen).slice(0, chosen.filter(isMeasured).length);
    stacked.forEach((p, index) => {
      const source = chosen.find((c) => c.key === p.key);
      expect(p.widthPercent).toBe(plateWidthPercent(source?.diameterCm ?? 0));
      expect(p.centrePercent).toBe(50);
      expect(p.bottomPercent).toBe(STACK_BASE + index * STACK_STEP);
      if (index > 0) expect(p.widthPercent).toBeLessThanOrEqual(stacked[index - 1]!.widthPercent);
    });
  });

  test.prop([pieces])('stands unmeasured pieces beside the stack, on top of it', (chosen) => {
    const placed = tableStack(chosen);
    const beside = placed.slice(chosen.filter(isMeasured).length);
    expect(beside.map((p) => p.key)).toEqual(
      chosen.filter((c) => !isMeasured(c)).map((c) => c.key),
    );
    for (const p of beside) {
      expect(p.widthPercent).toBe(plateWidthPercent(UNMEASURED_PIECE_CM));
      expect(p.centrePercent).not.toBe(50);
    }
  });

  it('pins a dinner plate, a bowl and a mug', () => {
    const placed = tableStack([
      { key: 'bowls', diameterCm: 15 },
      { key: 'mugs', diameterCm: undefined },
      { key: 'plates', diameterCm: 27 },
    ]);
    expect(placed.map((p) => [p.key, p.layer, p.bottomPercent, p.centrePercent])).toEqual([
      ['plates', 0, 8, 50],
      ['bowls', 1, 11, 50],
      ['mugs', 2, 8, 86],
    ]);
    expect(placed[0]!.widthPercent).toBeCloseTo(52.848, 3);
  });
});
