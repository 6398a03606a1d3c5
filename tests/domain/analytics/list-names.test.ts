import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  categoryListName,
  departmentFillListName,
  LIST_NAMES,
} from '@/domain/analytics/list-names';
import { listName } from '@/domain/analytics/product-events';

describe('list names (docs/decisions/0095-page-views.md)', () => {
  it('pins the names reports are grouped by', () => {
    expect(LIST_NAMES).toEqual({
      search: 'Search Results',
      related: 'Related Products',
      shopTheLook: 'Shop The Look',
      hotspot: 'Hero Hotspot',
    });
    expect(categoryListName('servering/tallrikar')).toBe('Category: servering/tallrikar');
    expect(departmentFillListName('servering/muggar')).toBe(
      'Category: servering/muggar (more from the department)',
    );
  });

  test.prop([fc.stringMatching(/^[a-z-]+(\/[a-z-]+)*$/)])(
    'a category’s list is named by its path alone, and is never the generic list',
    (path) => {
      expect(categoryListName(path)).toContain(path);
      expect(listName(categoryListName(path))).not.toBe('Generic Product List');
      expect(departmentFillListName(path)).not.toBe(categoryListName(path));
    },
  );
});
