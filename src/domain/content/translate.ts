/** UI texts of one language, by key (docs/product.md#translations: name → value). */
export type Dictionary = Readonly<Record<string, string>>;

export interface Translation {
  readonly text: string;
  /**
   * True when the key has no text: the caller warns that it must be translated
   * (docs/product.md#errors).
   */
  readonly missing: boolean;
}

/**
 * docs/product.md#errors: a missing translation shows the key itself. `{name}` placeholders are
 * filled from `params`; a placeholder without a value is left as written.
 */
export function translate(
  dictionary: Dictionary,
  key: string,
  params: Readonly<Record<string, string | number>> = {},
): Translation {
  const template = Object.hasOwn(dictionary, key) ? dictionary[key] : undefined;
  if (template === undefined || template === '') return { text: key, missing: true };
  const text = template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
  return { text, missing: false };
}
