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
