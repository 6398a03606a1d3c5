import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { HERO_POSITIONS, heroPlacement, type HeroAlign } from '@/domain/hero/hero-placement';

const ALIGNS: readonly HeroAlign[] = ['start', 'center', 'end'];
const WORDS = ['top', 'bottom', 'left', 'right', 'center', 'centre', 'middle'] as const;
const separator = fc.constantFrom('-', ' ', '_', ' - ');

const isValid = (placement: { vertical: string; horizontal: string }) =>
  ALIGNS.includes(placement.vertical as HeroAlign) &&
  ALIGNS.includes(placement.horizontal as HeroAlign);

describe('hero content position (docs/product.md#hero)', () => {
  test.prop([fc.array(fc.constantFrom(...WORDS), { maxLength: 4 }), separator, fc.boolean()])(
    'every combination of position words, in any order and case, maps to a valid placement',
    (words, join, upper) => {
      const value = words.join(join);
      const placement = heroPlacement(upper ? value.toUpperCase() : value);
      expect(isValid(placement)).toBe(true);
      const vertical = words.filter((word) => word === 'top' || word === 'bottom').at(-1);
      const horizontal = words.filter((word) => word === 'left' || word === 'right').at(-1);
      expect(placement.vertical).toBe(
        vertical === 'top' ? 'start' : vertical === 'bottom' ? 'end' : 'center',
      );
      expect(placement.horizontal).toBe(
        horizontal === 'left' ? 'start' : horizontal === 'right' ? 'end' : 'center',
      );
    },
  );

  test.prop([fc.anything()])('any value at all still maps to a valid placement', (value) => {
    expect(isValid(heroPlacement(value))).toBe(true);
  });

  it('places the nine positions editors choose from on nine different cells', () => {
    const cells = HERO_POSITIONS.map((position) => {
      const { vertical, horizontal } = heroPlacement(position);
      return `${vertical}/${horizontal}`;
    });
    expect(new Set(cells).size).toBe(9);
    expect(heroPlacement('bottom-left')).toEqual({ vertical: 'end', horizontal: 'start' });
    expect(heroPlacement('top-right')).toEqual({ vertical: 'start', horizontal: 'end' });
    expect(heroPlacement('left top')).toEqual({ vertical: 'start', horizontal: 'start' });
  });

  it('centres a value with an unknown word, or no value', () => {
    const centred = { vertical: 'center', horizontal: 'center' };
    expect(heroPlacement('bottom-sideways')).toEqual(centred);
    expect(heroPlacement('')).toEqual(centred);
    expect(heroPlacement(undefined)).toEqual(centred);
    expect(heroPlacement('constructor')).toEqual(centred);
  });
});
