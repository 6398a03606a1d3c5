import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { columnCount, MAX_CONTAINER_COLUMNS } from '@/domain/editorial/column-count';

describe('columnCount (docs/product.md#content-blocks: a container’s 1–4 columns)', () => {
  it('gives each column its own place up to 4', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(columnCount)).toEqual([1, 1, 2, 3, 4, 4, 4]);
  });

  test.prop([fc.double()])('is always a whole number from 1 to 4', (children) => {
    const count = columnCount(children);
    expect(Number.isInteger(count)).toBe(true);
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(MAX_CONTAINER_COLUMNS);
  });
});
