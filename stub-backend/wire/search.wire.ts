import type * as z from 'zod/mini';
import {
  EXCLUDE_ACTION,
  type autocompleteRequestSchema,
  type feedbackRequestSchema,
  type recommendationsRequestSchema,
  type searchRequestSchema,
  type wireFilterSchema,
} from '../../src/adapters/http/schemas/search-request.schema';
import type {
  AutocompleteResponseBody,
  FacetBody,
  RecommendationsResponseBody,
  SearchItemBody,
  SearchResponseBody,
  VariantBody,
} from '../../src/adapters/http/schemas/search.schema';
import { PRICE_TEXT_PREFIX } from '../../src/adapters/http/search.to-domain';
import { RANGE_FACETS } from '../../src/adapters/memory/search/search-facets';
import type {
  AutocompleteRequest,
  AutocompleteResponse,
} from '../../src/domain/search/autocomplete-request';
import { parseRangeValue } from '../../src/domain/search/range-value';
import type {
  RecommendationsRequest,
  RecommendationsResponse,
} from '../../src/domain/search/recommendations-request';
import type { SearchFeedback } from '../../src/domain/search/search-feedback';
import { isCategoryFacet, type SearchFilter } from '../../src/domain/search/search-filter';
import type { SearchItem, Variant } from '../../src/domain/search/search-item';
import type { SearchRequest } from '../../src/domain/search/search-request';
import type { Facet, SearchResponse } from '../../src/domain/search/search-response';

/**
 * The search provider's side of the wire (docs/product.md#search-provider): requests read into the
 * domain for the memory index, answers written back in the shapes the adapter's schemas parse.
 */

export function searchItemBody(item: SearchItem): SearchItemBody {
  return {
    id: item.id,
    title: item.title,
    name: item.name,
    thumbnail_url: item.thumbnailUrl,
    image_url: item.imageUrl,
    product_url: item.productUrl,
    price: [item.price],
    ...(item.compareAt === undefined ? {} : { compare_at: [item.compareAt] }),
    category: [Object.fromEntries(item.category.map((level, at) => [`category${at + 1}`, level]))],
    quantity: item.quantity,
    selected_variant_id: item.selectedVariantId,
    size: [...item.size],
    variants: item.variants.map(variantBody),
    custom_fields: {
      url_key: item.customFields.urlKey,
      centra_item_id: item.customFields.centraItemId,
    },
  };
}

export function variantBody(variant: Variant): VariantBody {
  const fields = variant.customFields;
  const optional = (name: string, value: string | undefined) =>
    value === undefined ? {} : { [name]: value };
  return {
    id: variant.id,
    quantity: variant.quantity,
    price: variant.price,
    ...(variant.compareAt === undefined ? {} : { compare_at: variant.compareAt }),
    color: [...variant.color],
    size: [...variant.size],
    image_url: variant.imageUrl,
    custom_fields: {
      centra_item_id: fields.centraItemId,
      url_key: fields.urlKey,
      ...optional('volume', fields.volume),
      ...optional('color_code_en', fields.colorCodeEn),
      ...optional('old_colors', fields.oldColors),
      ...optional('swatch_image_url', fields.swatchImageUrl),
      ...optional('hover_image', fields.hoverImage),
      badges: JSON.stringify(fields.badges),
      ...Object.fromEntries(
        Object.entries(fields.priceText).map(([uri, text]) => [`${PRICE_TEXT_PREFIX}${uri}`, text]),
      ),
    },
  };
}

/** Range facets (price, quantity) as `{value, from, to}` values, the others as text values. */
export function facetBody(facet: Facet): FacetBody {
  const range = (RANGE_FACETS as readonly string[]).includes(facet.name);
  return {
    name: facet.name,
    type: range ? 'range' : isCategoryFacet(facet.name) ? 'category' : 'text',
    values: facet.values.map(({ value, count }) => {
      const bounds = range ? parseRangeValue(value) : null;
      return {
        // Every value names its facet, as the provider's do.
        name: facet.name,
        // The provider sends a range's own key (`45_100`) beside its bounds.
        ...(bounds
          ? {
              value: `${bounds.from ?? ''}_${bounds.to ?? ''}`,
              from: bounds.from ?? null,
              to: bounds.to ?? null,
            }
          : { value }),
        ...(count === undefined ? {} : { count }),
        selected: false,
      };
    }),
  };
}

export function searchResponseBody(response: SearchResponse): SearchResponseBody {
  return {
    items: response.items.map(searchItemBody),
    facets: response.facets.map(facetBody),
    meta: { ...response.meta },
    ...(response.redirectUrl === null ? {} : { redirect: { url: response.redirectUrl } }),
  };
}

export function autocompleteResponseBody(response: AutocompleteResponse): AutocompleteResponseBody {
  return {
    items: response.items.map(searchItemBody),
    suggestions: response.suggestions.map(({ value }) => ({ value })),
    meta: { rid: response.meta.rid },
  };
}

export function recommendationsResponseBody(
  response: RecommendationsResponse,
): RecommendationsResponseBody {
  return { items: response.items.map(searchItemBody), meta: { rid: response.meta.rid } };
}

/** A filter as the provider reads it; `action: 'exclude'` inverts a range. */
export function toSearchFilter(wire: z.output<typeof wireFilterSchema>): SearchFilter {
  if (wire.type === 'range') {
    return {
      name: wire.name,
      type: 'range',
      values: wire.values.map(({ from, to }) => {
        const [start, stop] = [rangeEnd(from), rangeEnd(to)];
        return {
          ...(start === undefined ? {} : { from: start }),
          ...(stop === undefined ? {} : { to: stop }),
        };
      }),
      exclude: wire.action === EXCLUDE_ACTION,
    };
  }
  return {
    name: wire.name,
    type: wire.type === 'category' ? 'category' : 'text',
    values: wire.values.flatMap(({ value }) => (value === undefined ? [] : [value])),
  };
}

function rangeEnd(value: number | string | null | undefined): number | undefined {
  return value === null || value === undefined || value === '' ? undefined : Number(value);
}

export function toSearchRequest(body: z.output<typeof searchRequestSchema>): SearchRequest {
  return {
    type: 'search',
    q: body.q,
    limit: body.limit,
    offset: body.offset,
    filters: body.filters.map(toSearchFilter),
    sort: body.sort,
    rules: body.rules.map(toSearchFilter),
  };
}

export function toAutocompleteRequest(
  body: z.output<typeof autocompleteRequestSchema>,
): AutocompleteRequest {
  return {
    ...(body.q === undefined ? {} : { q: body.q }),
    itemLimit: body.item_limit,
    suggestionLimit: body.suggestion_limit,
  };
}

export function toRecommendationsRequest(
  body: z.output<typeof recommendationsRequestSchema>,
): RecommendationsRequest {
  return { type: 'latest', limit: body.limit };
}

export function toSearchFeedback(body: z.output<typeof feedbackRequestSchema>): SearchFeedback {
  if (body.event === 'click-suggestion') {
    return { kind: body.event, rid: body.properties.rid, suggestion: body.properties.suggestion };
  }
  const { item_id: itemId, rid, variant_item_id: variantItemId } = body.properties;
  return { kind: body.event, itemId, rid, variantItemId };
}
