import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import instrumentSans from '@capsizecss/metrics/instrumentSans';
import { describe, expect, it } from 'vitest';
import { TEXT_FALLBACK_METRICS, TEXT_FALLBACK_SOURCES } from '@/ui/styles/text-font-metrics';
import { fonts } from '@/ui/styles/tokens';

/** One descriptor of the generated `@font-face` rule, as written there. */
function descriptor(rule: string, name: string): string | undefined {
  return new RegExp(`${name}: ([^;]+);`).exec(rule)?.[1];
}

describe('the text face and its fallback', () => {
  const { fontFaces } = createFontStack([instrumentSans, arial]);

  it("holds the fallback's adjustments capsize computes from the two fonts' metrics", () => {
    expect(TEXT_FALLBACK_METRICS).toEqual({
      ascentOverride: descriptor(fontFaces, 'ascent-override'),
      descentOverride: descriptor(fontFaces, 'descent-override'),
      lineGapOverride: descriptor(fontFaces, 'line-gap-override'),
      sizeAdjust: descriptor(fontFaces, 'size-adjust'),
    });
  });

  it('draws the fallback from Arial or a face measured like it, and names it in the stack', () => {
    expect(TEXT_FALLBACK_SOURCES).toEqual(
      expect.arrayContaining(['Arial', 'Helvetica', 'Liberation Sans']),
    );
    expect(fonts.body).toMatch(/^'Instrument Sans', 'Instrument Sans Fallback', /);
  });
});
