import type * as z from 'zod/mini';
import { formatRangeValue } from '@/domain/search/range-value';
import type { SearchItem, Variant, VariantFields } from '@/domain/search/search-item';
import type { Facet } from '@/domain/search/search-response';
import type {
  customFieldsSchema,
  facetSchema,
  searchItemSchema,
  variantSchema,
} from './schemas/search.schema';

type Fields = z.output<typeof customFieldsSchema>;

/** The custom fields `price_text_{currency uri}` (docs/product.md#search-data). */
export const PRICE_TEXT_PREFIX = 'price_text_';

/**
 * docs/product.md#search-data, from the provider's item. The shown variant is
 * `selected_variant_id`, else the first variant; a missing name is the title (and the other way
 * round), a missing image the thumbnail (and the other way round), and missing item custom fields
 * are the shown variant's. A variant without its own `url_key` links to the item's page.
 */
export function toSearchItem(body: z.output<typeof searchItemSchema>): SearchItem {
  const ownVariants = body.variants.map(toVariant);
  const selectedVariantId = String(body.selected_variant_id ?? ownVariants[0]?.id ?? body.id);
  const shown = ownVariants.find((variant) => variant.id === selectedVariantId);
  const urlKey = text(body.custom_fields, 'url_key') ?? shown?.customFields.urlKey ?? '';
  const centraItemId =
    text(body.custom_fields, 'centra_item_id') ?? shown?.customFields.centraItemId ?? '';
  const title = body.title || body.name || '';
  const image = body.image_url || body.thumbnail_url || '';
  // A card shows a variant: an item sent without any is its own one variant.
  const variants =
    ownVariants.length > 0
      ? ownVariants.map((variant) => withUrlKey(variant, urlKey))
      : [itemAsVariant(body, { id: selectedVariantId, image, urlKey, centraItemId })];
  return {
    id: String(body.id),
    title,
    name: body.name || title,
    thumbnailUrl: body.thumbnail_url || image,
    imageUrl: image,
    ...(body.product_url ? { productUrl: body.product_url } : {}),
    price: firstNumber(body.price),
    ...compareAt(body.price, body.compare_at),
    category: categoryLevels(body.category),
    quantity: body.quantity,
    selectedVariantId,
    size: body.size,
    variants,
    customFields: { urlKey, centraItemId },
  };
}

function itemAsVariant(
  body: z.output<typeof searchItemSchema>,
  shown: { id: string; image: string; urlKey: string; centraItemId: string },
): Variant {
  return {
    id: shown.id,
    quantity: body.quantity,
    price: firstNumber(body.price),
    ...compareAt(body.price, body.compare_at),
    color: [],
    size: body.size,
    imageUrl: shown.image,
    customFields: {
      centraItemId: shown.centraItemId,
      urlKey: shown.urlKey,
      badges: [],
      priceText: {},
    },
  };
}

function withUrlKey(variant: Variant, urlKey: string): Variant {
  return variant.customFields.urlKey
    ? variant
    : { ...variant, customFields: { ...variant.customFields, urlKey } };
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

/**
 * docs/product.md#search-data facets: text values as they are, range values written `from-to`.
 * A range value's `value` is the provider's own key (`45_100`, `_45`, `200_`), so its `from` and
 * `to` are read first; a range facet with the key alone is read from the key.
 */
export function toFacet(body: z.output<typeof facetSchema>): Facet {
  return {
    name: body.name,
    values: body.values.map((entry) => ({
      value: facetValue(body.type, entry),
      ...(entry.count === undefined ? {} : { count: entry.count }),
    })),
  };
}

type FacetBody = z.output<typeof facetSchema>;
type FacetValueBody = FacetBody['values'][number];

/**
 * docs/product.md#search-data facets. The provider sends the category levels as one `category`
 * facet whose values name their level (`name: 'category1'`); the shop's category facets are the
 * levels, so such a facet becomes one facet a level, in the order the levels first appear.
 */
export function toFacets(body: FacetBody): Facet[] {
  if (body.type !== 'category') return [toFacet(body)];
  const levels = new Map<string, FacetValueBody[]>();
  for (const entry of body.values) {
    const level = entry.name ?? body.name;
    levels.set(level, [...(levels.get(level) ?? []), entry]);
  }
  return [...levels].map(([name, values]) => toFacet({ ...body, name, values }));
}

/** The provider's key of a range: `from_to`, either end empty when open. */
const RANGE_KEY = /^(\d+(?:\.\d+)?)?_(\d+(?:\.\d+)?)?$/;

function facetValue(type: string | undefined, entry: FacetValueBody): string {
  const from = entry.from ?? undefined;
  const to = entry.to ?? undefined;
  if (from !== undefined || to !== undefined) return formatRangeValue({ from, to });
  const key = type === 'range' && entry.value !== undefined ? RANGE_KEY.exec(entry.value) : null;
  if (key) return formatRangeValue({ from: number(key[1]), to: number(key[2]) });
  return entry.value ?? formatRangeValue({});
}

function number(text: string | undefined): number | undefined {
  return text === undefined ? undefined : Number(text);
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
