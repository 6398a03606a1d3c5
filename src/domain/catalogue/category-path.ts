import type { Category } from './product';

/** One level filter of a category list: `category1 = Kitchen`. */
export interface CategoryLevelFilter {
  readonly name: `category${number}`;
  readonly value: string;
}

/**
 * docs/product.md#routes: a category list is built from a slash-separated path; each segment is
 * capitalised and becomes a level filter (`category1`, `category2`, …). Empty segments are
 * skipped and percent-escapes decoded (`k%C3%B6k/sk%C3%A5lar` → Kök, Skålar).
 */
export function categoryLevelFilters(path: string): readonly CategoryLevelFilter[] {
  return path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment, index) => ({
      name: `category${index + 1}` as const,
      value: capitalise(decodeSegment(segment)),
    }));
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('sv') + text.slice(1);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The categories on the way to the one at `uri` (`servering/tallrikar`): each leading part of
 * the path that is a category's, the top first — a breadcrumb trail. Parts no category has are
 * left out.
 */
export function categoryTrail(uri: string, tree: readonly Category[]): readonly Category[] {
  const parts = uri.split('/').filter((part) => part !== '');
  return parts.flatMap((_, index) => {
    const prefix = parts.slice(0, index + 1).join('/');
    return tree.filter((category) => category.uri === prefix);
  });
}
