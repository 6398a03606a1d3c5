import * as z from 'zod/mini';
import type { AutocompleteResponse } from '@/domain/search/autocomplete-request';
import type { RecommendationsResponse } from '@/domain/search/recommendations-request';
import type { SearchItem } from '@/domain/search/search-item';
import type { SearchResponse } from '@/domain/search/search-response';
import {
  type autocompleteResponseSchema,
  type recommendationsResponseSchema,
  searchItemSchema,
  type searchResponseSchema,
} from './schemas/search.schema';
import { toFacets, toSearchItem } from './search.to-domain';

/** Where a dropped item is reported: the console, or a test's list. */
export type Warn = (message: string) => void;

type ItemBody = z.output<typeof searchItemSchema>;

/**
 * The items of one answer that a list can show (docs/product.md#search-data, required fields).
 * An item that is not an item, or lacks a field the shop needs to show it, is left out with one
 * warning naming the item and the field; the others are kept.
 */
export function readSearchItems(
  items: readonly unknown[],
  what: string,
  warn: Warn = console.warn,
): SearchItem[] {
  return items.flatMap((raw, index) => {
    const drop = (problems: readonly string[]) => {
      warn(`Couldn't show search item ${itemName(raw, index)} of ${what}: ${problems.join('; ')}.`);
      return [];
    };
    const parsed = z.safeParse(searchItemSchema, raw);
    if (!parsed.success) {
      return drop(
        parsed.error.issues.map(({ path, message }) => `${path.join('.') || 'it'}: ${message}`),
      );
    }
    const item = toSearchItem(parsed.data);
    const missing = missingItemFields(parsed.data, item);
    return missing.length === 0 ? [item] : drop(missing.map((field) => `it has no ${field}`));
  });
}

/**
 * docs/product.md#search-data: the fields without which a list cannot show an item, by their
 * wire names — a name, a picture, a link (the item's or its shown variant's `url_key`) and a
 * price.
 */
export function missingItemFields(body: ItemBody, item: SearchItem): readonly string[] {
  const emptyPrice = Array.isArray(body.price) && body.price.length === 0;
  return [
    ...(item.title === '' ? ['title or name'] : []),
    ...(item.imageUrl === '' ? ['image_url or thumbnail_url'] : []),
    ...(item.customFields.urlKey === '' ? ['custom_fields.url_key'] : []),
    ...(emptyPrice ? ['price'] : []),
  ];
}

/** The provider's answers as the domain's, each with the items a list can show. */
export function toSearchResponse(
  body: z.output<typeof searchResponseSchema>,
  what = 'POST /search',
  warn: Warn = console.warn,
): SearchResponse {
  const { rid, total, limit, offset } = body.meta;
  return {
    items: readSearchItems(body.items, what, warn),
    facets: body.facets.flatMap(toFacets),
    meta: { rid, total, limit, offset },
    redirectUrl: body.redirect?.url || null,
  };
}

export function toAutocompleteResponse(
  body: z.output<typeof autocompleteResponseSchema>,
  what = 'POST /autocomplete',
  warn: Warn = console.warn,
): AutocompleteResponse {
  return {
    items: readSearchItems(body.items, what, warn),
    suggestions: body.suggestions.map(({ value }) => ({ value })),
    meta: { rid: body.meta.rid },
  };
}

export function toRecommendationsResponse(
  body: z.output<typeof recommendationsResponseSchema>,
  what: string,
  warn: Warn = console.warn,
): RecommendationsResponse {
  return { items: readSearchItems(body.items, what, warn), meta: { rid: body.meta.rid } };
}

/** The item's id when it has one, else its place in the list. */
function itemName(raw: unknown, index: number): string {
  const id = typeof raw === 'object' && raw !== null ? (raw as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : `#${index + 1}`;
}
