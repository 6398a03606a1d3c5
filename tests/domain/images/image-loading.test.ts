import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { EAGER_IMAGE_POSITIONS, imageLoading } from '@/domain/images/image-loading';

describe('eager and lazy images (docs/product.md#images)', () => {
  test.prop([fc.nat(1000)])('the first 8 list positions load eagerly, the rest lazily', (i) => {
    expect(imageLoading(i)).toBe(i < EAGER_IMAGE_POSITIONS ? 'eager' : 'lazy');
  });

  it('pins the boundary', () => {
    expect(EAGER_IMAGE_POSITIONS).toBe(8);
    expect(imageLoading(0)).toBe('eager');
    expect(imageLoading(7)).toBe('eager');
    expect(imageLoading(8)).toBe('lazy');
    expect(imageLoading(9)).toBe('lazy');
  });
});
