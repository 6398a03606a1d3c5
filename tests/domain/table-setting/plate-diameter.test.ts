import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { plateDiameterCm } from '@/domain/table-setting/plate-diameter';

const tenths = fc.integer({ min: 0, max: 10_000 }).map((n) => n / 10);

describe('plate diameter from the measurement (docs/product.md#products-and-variants, docs/product.md#table-setting)', () => {
  test.prop([tenths, fc.constantFrom('', ' ', 'Ø ', 'ca ')])(
    'reads a number of centimetres, whatever comes before it',
    (cm, before) => {
      expect(plateDiameterCm(`${before}${cm} cm`)).toBe(cm);
      expect(plateDiameterCm(`${before}${cm}`)).toBe(cm);
      expect(plateDiameterCm(`${before}${String(cm).replace('.', ',')} cm`)).toBe(cm);
    },
  );

  test.prop([fc.integer({ min: 0, max: 100_000 })])('reads millimetres as tenths of a cm', (mm) => {
    expect(plateDiameterCm(`${mm} mm`)).toBe(mm / 10);
    expect(plateDiameterCm(`${mm}MM`)).toBe(mm / 10);
  });

  test.prop([fc.string().filter((text) => !/\d/.test(text))])(
    'a measurement without a number gives no diameter',
    (text) => {
      expect(plateDiameterCm(text)).toBeUndefined();
    },
  );

  it('pins the examples', () => {
    expect(plateDiameterCm('27 cm')).toBe(27);
    expect(plateDiameterCm('Ø 27,5 cm')).toBe(27.5);
    expect(plateDiameterCm('35x24 cm')).toBe(35);
    expect(plateDiameterCm('240 mm')).toBe(24);
    expect(plateDiameterCm('21')).toBe(21);
    expect(plateDiameterCm(undefined)).toBeUndefined();
    expect(plateDiameterCm('')).toBeUndefined();
    expect(plateDiameterCm('stor')).toBeUndefined();
  });
});
