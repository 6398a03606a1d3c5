import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  CLOSED_SEARCH,
  closeSearch,
  isCategoryDimmed,
  isCategoryOpen,
  searchAfterSelect,
  type SearchingState,
  togglePlate,
} from '@/domain/table-setting/searching-state';
import { category } from '../../support/table-setting-arbitraries';

const searchingState: fc.Arbitrary<SearchingState> = fc.record({
  id: fc.option(category, { nil: undefined }),
  open: fc.boolean(),
});

describe('table-setting searching state (docs/product.md#table-setting)', () => {
  test.prop([category])('clicking a plate opens its category; clicking again closes it', (c) => {
    const opened = togglePlate(CLOSED_SEARCH, c);
    expect(opened).toEqual({ id: c, open: true });
    expect(togglePlate(opened, c)).toEqual({ id: c, open: false });
    expect(togglePlate(togglePlate(opened, c), c)).toEqual(opened);
  });

  test.prop([searchingState, category, category])(
    'clicking another plate switches to its category',
    (state, a, b) => {
      fc.pre(a !== b);
      expect(togglePlate(togglePlate(state, a), b)).toEqual({ id: b, open: true });
    },
  );

  test.prop([searchingState, fc.array(category, { minLength: 1 })])(
    'while one category is open every other one is dimmed; while closed none is',
    (state, categories) => {
      for (const c of categories) {
        expect(isCategoryOpen(state, c)).toBe(state.open && state.id === c);
        expect(isCategoryDimmed(state, c)).toBe(state.open && state.id !== c);
        expect(isCategoryOpen(state, c) && isCategoryDimmed(state, c)).toBe(false);
      }
    },
  );

  test.prop([searchingState])('going back closes the search and keeps the category', (state) => {
    expect(closeSearch(state)).toEqual({ id: state.id, open: false });
  });

  test.prop([searchingState])(
    'selecting on mobile returns to the list; on a wider screen the search stays',
    (state) => {
      expect(searchAfterSelect(state, true)).toEqual(closeSearch(state));
      expect(searchAfterSelect(state, false)).toEqual(state);
    },
  );

  it('pins the examples', () => {
    expect(CLOSED_SEARCH).toEqual({ id: undefined, open: false });
    const plates = togglePlate(CLOSED_SEARCH, 'plates');
    expect(isCategoryOpen(plates, 'plates')).toBe(true);
    expect(isCategoryDimmed(plates, 'plates')).toBe(false);
    expect(isCategoryOpen(plates, 'bowls')).toBe(false);
    expect(isCategoryDimmed(plates, 'bowls')).toBe(true);
    const closed = togglePlate(plates, 'plates');
    expect(isCategoryOpen(closed, 'plates')).toBe(false);
    expect(isCategoryDimmed(closed, 'bowls')).toBe(false);
    expect(togglePlate(plates, 'bowls')).toEqual({ id: 'bowls', open: true });
    expect(closeSearch(plates)).toEqual({ id: 'plates', open: false });
    expect(closeSearch(CLOSED_SEARCH)).toEqual(CLOSED_SEARCH);
    expect(searchAfterSelect(plates, true)).toEqual({ id: 'plates', open: false });
    expect(searchAfterSelect(plates, false)).toEqual(plates);
    expect(togglePlate({ id: 'plates', open: false }, 'plates')).toEqual({
      id: 'plates',
      open: true,
    });
  });
});
