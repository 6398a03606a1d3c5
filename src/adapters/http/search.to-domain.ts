import type * as z from 'zod/mini';
import type { AutocompleteResponse } from '@/domain/search/autocomplete-request';
import { formatRangeValue } from '@/domain/search/range-value';
import type { RecommendationsResponse } from '@/domain/search/recommendations-request';
import type { SearchItem, Variant, VariantFields } from '@/domain/search/search-item';
import type { Facet, SearchResponse } from '@/domain/search/search-response';
import type {
  autocompleteResponseSchema,
  customFieldsSchema,
  facetSchema,
  recommendationsResponseSchema,
  searchItemSchema,
  searchResponseSchema,
  variantSchema,
} from './schemas/search.schema';

type Fields = z.output<typeof customFieldsSchema>;

/** The custom fields `price_text_{currency uri}` (docs/product.md#search-data). */
export const PRICE_TEXT_PREFIX = 'price_text_';

/**
 * docs/product.md#search-data, from the provider's item. The shown variant is
 * `selected_variant_id`, else the first variant; a missing name is the title, a missing image the
 * thumbnail, and missing item custom fields are the shown variant's.
 */
export function toSearchItem(body: z.output<typeof searchItemSchema>): SearchItem {
  const variants = body.variants.map(toVariant);
  const selectedVariantId = String(body.selected_variant_id ?? variants[0]?.id ?? body.id);
  const shown = variants.find((variant) => variant.id === selectedVariantId);
  return {
    id: String(body.id),
    title: body.title,
    name: body.name ?? body.title,
    thumbnailUrl: body.thumbnail_url,
    imageUrl: body.image_url ?? body.thumbnail_url,
    productUrl: body.product_url,
    price: firstNumber(body.price),
    ...compareAt(body.price, body.compare_at),
    category: categoryLevels(body.category),
    quantity: body.quantity,
    selectedVariantId,
    size: body.size,
    variants,
    customFields: {
      urlKey: text(body.custom_fields, 'url_key') ?? shown?.customFields.urlKey ?? '',
      centraItemId:
        text(body.custom_fields, 'centra_item_id') ?? shown?.customFields.centraItemId ?? '',
    },
  };
}

/**
 * docs/product.md#search-data; `badges` is read from its JSON list (a broken list reads as none).
 */
export function toVariant(body: z.output<typeof variantSchema>): Variant {
  return {
    id: String(body.id),
    quantity: body.quantity,
    price: firstNumber(body.price),
    ...compareAt(body.price, body.compare_at),
    color: body.color,
    size: body.size,
    imageUrl: body.image_url,
    customFields: toVariantFields(body.custom_fields),
  };
}

function toVariantFields(fields: Fields): VariantFields {
  const optional = (name: keyof VariantFields, field: string) => {
    const value = text(fields, field);
    return value === undefined ? {} : { [name]: value };
  };
  return {
    centraItemId: text(fields, 'centra_item_id') ?? '',
    urlKey: text(fields, 'url_key') ?? '',
    ...optional('volume', 'volume'),
    ...optional('colorCodeEn', 'color_code_en'),
    ...optional('oldColors', 'old_colors'),
    ...optional('swatchImageUrl', 'swatch_image_url'),
    ...optional('hoverImage', 'hover_image'),
    badges: badgeList(text(fields, 'badges')),
    priceText: Object.fromEntries(
      Object.keys(fields).flatMap((field) => {
        const value = text(fields, field);
        return field.startsWith(PRICE_TEXT_PREFIX) && value !== undefined
          ? [[field.slice(PRICE_TEXT_PREFIX.length), value]]
          : [];
      }),
    ),
  };
}

/** docs/product.md#search-data facets: text values as they are, range values written `from-to`. */
export function toFacet(body: z.output<typeof facetSchema>): Facet {
  return {
    name: body.name,
    values: body.values.map((entry) => ({
      value:
        entry.value ??
        formatRangeValue({ from: entry.from ?? undefined, to: entry.to ?? undefined }),
      ...(entry.count === undefined ? {} : { count: entry.count }),
    })),
  };
}

export function toSearchResponse(body: z.output<typeof searchResponseSchema>): SearchResponse {
  const { rid, total, limit, offset } = body.meta;
  return {
    items: body.items.map(toSearchItem),
    facets: body.facets.map(toFacet),
    meta: { rid, total, limit, offset },
    redirectUrl: body.redirect?.url || null,
  };
}

export function toAutocompleteResponse(
  body: z.output<typeof autocompleteResponseSchema>,
): AutocompleteResponse {
  return {
    items: body.items.map(toSearchItem),
    suggestions: body.suggestions.map(({ value }) => ({ value })),
    meta: { rid: body.meta.rid },
  };
}

export function toRecommendationsResponse(
  body: z.output<typeof recommendationsResponseSchema>,
): RecommendationsResponse {
  return { items: body.items.map(toSearchItem), meta: { rid: body.meta.rid } };
}

/** A custom field as text: the value, or the first of a list of values. */
function text(fields: Fields, name: string): string | undefined {
  const raw = fields[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === undefined || value === null ? undefined : String(value);
}

/**
 * docs/product.md#search-data `compare_at`: the price before a sale, kept only when it is higher
 * than the price, so a provider's stale or equal figure never shows a sale.
 */
function compareAt(
  price: number | readonly number[],
  compare: number | readonly number[] | null | undefined,
): { compareAt?: number } {
  if (compare === undefined || compare === null) return {};
  const before = firstNumber(compare);
  return before > firstNumber(price) ? { compareAt: before } : {};
}

function firstNumber(price: number | readonly number[]): number {
  return typeof price === 'number' ? price : (price[0] ?? 0);
}

const LEVEL = /^category(\d+)$/;

/** `['A', 'B']` as it is; `[{category1: 'A', category2: 'B'}]` by level, blanks dropped. */
function categoryLevels(category: z.output<typeof searchItemSchema>['category']): string[] {
  const [first] = category;
  if (first === undefined || typeof first === 'string') {
    return category.filter((level): level is string => typeof level === 'string');
  }
  return Object.entries(first)
    .flatMap(([key, value]) => {
      const level = LEVEL.exec(key);
      return level && value ? [[Number(level[1]), value] as const] : [];
    })
    .sort(([a], [b]) => a - b)
    .map(([, value]) => value);
}

function badgeList(json: string | undefined): readonly string[] {
  if (json === undefined) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((badge) => typeof badge === 'string') : [];
  } catch {
    return [];
  }
}
