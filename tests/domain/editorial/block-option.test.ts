import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { blockOption, DISPLAY_SIZES, IMAGE_TEXT_LAYOUTS } from '@/domain/editorial/block-option';

describe('blockOption (docs/product.md#content-blocks)', () => {
  it('reads a known value as itself', () => {
    expect(blockOption('full-width-right', IMAGE_TEXT_LAYOUTS, 'left')).toBe('full-width-right');
    expect(blockOption('xl', DISPLAY_SIZES, 'md')).toBe('xl');
  });

  test.prop([fc.anything()])('always answers one of the options', (value) => {
    expect(DISPLAY_SIZES).toContain(blockOption(value, DISPLAY_SIZES, 'md'));
  });

  test.prop([
    fc.string().filter((value) => !(IMAGE_TEXT_LAYOUTS as readonly string[]).includes(value)),
  ])('reads anything unknown as the fallback', (value) => {
    expect(blockOption(value, IMAGE_TEXT_LAYOUTS, 'left')).toBe('left');
  });
});
