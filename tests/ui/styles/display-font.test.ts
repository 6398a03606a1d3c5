import { createFontStack } from '@capsizecss/core';
import fraunces from '@capsizecss/metrics/fraunces';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { describe, expect, it } from 'vitest';
import {
  DISPLAY_FALLBACK_METRICS,
  DISPLAY_FALLBACK_SOURCES,
} from '@/ui/styles/display-font-metrics';
import { fonts } from '@/ui/styles/tokens';

/** One descriptor of the generated `@font-face` rule, as written there. */
function descriptor(rule: string, name: string): string | undefined {
  return new RegExp(`${name}: ([^;]+);`).exec(rule)?.[1];
}

describe('the display face and its fallback', () => {
  const { fontFaces } = createFontStack([fraunces, timesNewRoman]);

  it("holds the fallback's adjustments capsize computes from the two fonts' metrics", () => {
    expect(DISPLAY_FALLBACK_METRICS).toEqual({
      ascentOverride: descriptor(fontFaces, 'ascent-override'),
      descentOverride: descriptor(fontFaces, 'descent-override'),
      lineGapOverride: descriptor(fontFaces, 'line-gap-override'),
      sizeAdjust: descriptor(fontFaces, 'size-adjust'),
    });
  });

  it('draws the fallback from Times New Roman or its metric twin, and names it in the stack', () => {
    expect(DISPLAY_FALLBACK_SOURCES).toEqual(
      expect.arrayContaining(['Times New Roman', 'Liberation Serif']),
    );
    expect(fonts.display).toMatch(/^Fraunces, 'Fraunces Fallback', /);
  });
});
