import fc from 'fast-check';
import type { TableSettingLine } from '../../src/domain/table-setting/table-setting-line';

/** A price in whole öre, as a number of crowns, so sums are exact. */
export const price = fc.integer({ min: 0, max: 1_000_000 }).map((ore) => ore / 100);

export const tableSettingLine: fc.Arbitrary<TableSettingLine> = fc.record({
  variantId: fc.string({ minLength: 1, maxLength: 6 }),
  price: fc.integer({ min: 0, max: 100_000 }),
  quantity: fc.integer({ min: 0, max: 10 }),
  stock: fc.integer({ min: -2, max: 20 }),
});

export const tableSettingLines = fc.array(tableSettingLine, { maxLength: 8 });

export const category = fc.constantFrom('plates', 'bowls', 'dishes', 'mugs', 'cups');
