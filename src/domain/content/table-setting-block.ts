import type { Blok } from './story';

/** One category slot (a plate on the table) of the table-setting tool block. */
export interface TableSettingCategory {
  /**
   * The commerce category id (docs/product.md#commerce-backend `/products/categories/{id}`): also
   * the slot's key.
   */
  readonly id: string;
  /** The editors' name for it, shown on the plate and over its search view. */
  readonly label: string;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/**
 * docs/product.md#table-setting: the category slots the editors set on the block, as a list of
 * `{ category_id, label }` entries, in their order. An entry without an id is left out, and a
 * category listed twice counts once (a slot holds one item per category,
 * docs/product.md#item-picker picker); a missing label falls back to the id.
 */
export function tableSettingCategories(blok: Blok): readonly TableSettingCategory[] {
  const entries: unknown = blok['categories'];
  if (!Array.isArray(entries)) return [];
  const seen = new Set<string>();
  return entries.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const fields = entry as Record<string, unknown>;
    const id = text(fields['category_id']);
    if (id === '' || seen.has(id)) return [];
    seen.add(id);
    return [{ id, label: text(fields['label']) || id }];
  });
}
