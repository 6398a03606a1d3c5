import type { SortBy } from '@/domain/search/search-filter';
import type { IndexView } from './search-fields';
import type { Match } from './search-match';

type Compare = (a: Match, b: Match) => number;

/**
 * The sort fields the fake knows (docs/product.md#login-and-registration,
 * docs/product.md#account-service): `price` (the shown variant's, in the market's pricelist),
 * `created_at` and `title` (in the site's language). Another field sorts nothing.
 */
function compareBy(view: IndexView, field: string): Compare | undefined {
  const { index, market, language } = view;
  switch (field) {
    case 'price':
      return (a, b) => (market.price[a.selected] ?? 0) - (market.price[b.selected] ?? 0);
    case 'created_at':
      return (a, b) =>
        compareText(index.items[a.item]?.createdAt ?? '', index.items[b.item]?.createdAt ?? '');
    case 'title': {
      const collator = new Intl.Collator(language);
      return (a, b) =>
        collator.compare(
          index.items[a.item]?.title[language] ?? '',
          index.items[b.item]?.title[language] ?? '',
        );
    }
    default:
      return undefined;
  }
}

/**
 * Relevance (docs/product.md#login-and-registration: no sort): the best text score first, then
 * catalogue order.
 */
export const byRelevance: Compare = (a, b) => b.score - a.score || a.item - b.item;

/** The matches in the asked order, each field in turn; ties fall back to relevance. */
export function sortMatches(
  view: IndexView,
  matches: readonly Match[],
  sort: readonly SortBy[],
): readonly Match[] {
  const compares = sort.flatMap(({ field, order }) => {
    const compare = compareBy(view, field);
    if (!compare) return [];
    return [order === 'asc' ? compare : (a: Match, b: Match) => compare(b, a)];
  });
  return [...matches].sort(
    (a, b) => compares.reduce((result, compare) => result || compare(a, b), 0) || byRelevance(a, b),
  );
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
