import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  departmentFillLimit,
  departmentToFillFrom,
  WIDE_GRID_COLUMNS,
} from '@/domain/catalogue/department-fill';

const segment = fc.stringMatching(/^[a-zåäö-]{1,10}$/);
const path = fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('/'));

describe('a short category list is followed by its department (docs/product.md#category-lists)', () => {
  it('fills from the department when the wide grid has a row to fill', () => {
    expect(departmentToFillFrom('servering/muggar', 1)).toBe('servering');
    expect(departmentToFillFrom('servering/muggar', 0)).toBe('servering');
    expect(departmentToFillFrom('servering/muggar', WIDE_GRID_COLUMNS - 1)).toBe('servering');
    expect(departmentToFillFrom('servering/muggar', WIDE_GRID_COLUMNS)).toBeNull();
    expect(departmentToFillFrom('presentkort', 1)).toBeNull();
    expect(departmentToFillFrom('/textil/dukar/', 1)).toBe('textil');
  });

  test.prop([path, fc.nat({ max: 60 })])(
    'the department is the parent path, only under a row of items',
    (categoryPath, total) => {
      const department = departmentToFillFrom(categoryPath, total);
      if (department === null) {
        expect(total >= WIDE_GRID_COLUMNS || !categoryPath.includes('/')).toBe(true);
      } else {
        expect(total).toBeLessThan(WIDE_GRID_COLUMNS);
        expect(categoryPath.startsWith(`${department}/`)).toBe(true);
        expect(categoryPath.slice(department.length + 1)).not.toContain('/');
      }
    },
  );

  test.prop([fc.nat({ max: WIDE_GRID_COLUMNS - 1 })])(
    "asks for a whole row more than the category's own items",
    (total) => {
      expect(departmentFillLimit(total) - total).toBe(WIDE_GRID_COLUMNS);
    },
  );
});
