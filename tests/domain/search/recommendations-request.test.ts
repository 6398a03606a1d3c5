import { describe, expect, it } from 'vitest';
import {
  RECOMMENDATION_LIMIT,
  SEARCH_PANEL_RECOMMENDATION_LIMIT,
  recommendationsRequest,
} from '@/domain/search/recommendations-request';

describe('recommendations (docs/product.md#search-provider)', () => {
  it('asks for the 4 latest items, 3 in the search panel', () => {
    expect(RECOMMENDATION_LIMIT).toBe(4);
    expect(SEARCH_PANEL_RECOMMENDATION_LIMIT).toBe(3);
    expect(recommendationsRequest()).toEqual({ type: 'latest', limit: 4 });
    expect(recommendationsRequest('default')).toEqual({ type: 'latest', limit: 4 });
    expect(recommendationsRequest('search-panel')).toEqual({ type: 'latest', limit: 3 });
  });
});
