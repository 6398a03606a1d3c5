import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  HERO_COLOURS,
  HERO_HEIGHTS,
  HERO_TINTS,
  heroAspectRatio,
  heroColour,
  heroHeight,
  heroTint,
} from '@/domain/hero/hero-options';

describe('hero options (docs/product.md#hero: height, tint and colour)', () => {
  test.prop([fc.anything()])('any value reads as one of the options', (value) => {
    expect(HERO_HEIGHTS).toContain(heroHeight(value));
    expect(HERO_TINTS).toContain(heroTint(value));
    expect(HERO_COLOURS).toContain(heroColour(value));
  });

  test.prop([fc.constantFrom(...HERO_HEIGHTS), fc.boolean()])(
    'each height reads as itself, in upper case or with underscores too',
    (height, loud) => {
      const written = loud ? height.toUpperCase().replace(/-/g, '_') : height;
      expect(heroHeight(written)).toBe(height);
    },
  );

  it('falls back to automatic, no tint and dark text', () => {
    expect(heroHeight('tall')).toBe('automatic');
    expect(heroTint(undefined)).toBe('none');
    expect(heroColour(42)).toBe('dark');
    expect(heroTint('dark')).toBe('dark');
    expect(heroColour('light')).toBe('light');
  });

  test.prop([fc.constantFrom(...HERO_HEIGHTS), fc.option(fc.double(), { nil: undefined })])(
    'a shape is positive and finite, or none where the screen sets the height',
    (height, natural) => {
      const ratio = heroAspectRatio(height, natural);
      if (height.startsWith('full') || height === 'half-height') expect(ratio).toBeUndefined();
      else expect(ratio !== undefined && Number.isFinite(ratio) && ratio > 0).toBe(true);
    },
  );

  it('keeps the fixed shapes and the picture’s own for automatic', () => {
    expect(heroAspectRatio('square')).toBe(1);
    expect(heroAspectRatio('landscape')).toBeCloseTo(4 / 3);
    expect(heroAspectRatio('automatic', 0.75)).toBe(0.75);
    expect(heroAspectRatio('automatic')).toBeCloseTo(16 / 9);
  });
});
