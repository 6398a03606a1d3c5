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

/** A language's plural category of a count (`Intl.PluralRules#select`: "one", "other" …). */
export type PluralCategory = (count: number) => string;

/**
 * docs/product.md#errors: a missing translation shows the key itself. `{name}` placeholders are
 * filled from `params`; a placeholder without a value is left as written.
 *
 * docs/product.md#translations plurals: with a numeric `count` and the language's `plural`
 * rule, the text of `{key}_{category}` (`Product_List_Count_one`: "1 produkt") wins where the
 * dictionary has it; the plain key holds every other count.
 */
export function translate(
  dictionary: Dictionary,
  key: string,
  params: Readonly<Record<string, string | number>> = {},
  plural?: PluralCategory,
): Translation {
  const template = textOf(dictionary, pluralKey(key, params, plural)) ?? textOf(dictionary, key);
  if (template === undefined) return { text: key, missing: true };
  const text = template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
  return { text, missing: false };
}

function pluralKey(
  key: string,
  params: Readonly<Record<string, string | number>>,
  plural: PluralCategory | undefined,
): string | undefined {
  const count = params.count;
  return plural && typeof count === 'number' ? `${key}_${plural(count)}` : undefined;
}

function textOf(dictionary: Dictionary, key: string | undefined): string | undefined {
  if (key === undefined || !Object.hasOwn(dictionary, key)) return undefined;
  const text = dictionary[key];
  return text === '' ? undefined : text;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural rule of `language` (`sv`, `en`), built once: building one loads locale data. */
export function pluralCategoryOf(language: string): PluralCategory {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  const kept = rules;
  return (count) => kept.select(count);
}
