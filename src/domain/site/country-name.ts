import type { Language } from './site';

/**
 * Building an `Intl.DisplayNames` or `Intl.Collator` costs far more than asking one (the first
 * loads the browser's locale data), so each language gets one of each, kept.
 */
const namesByLanguage = new Map<Language, Intl.DisplayNames>();
const collators = new Map<Language, Intl.Collator>();

function regionNames(language: Language): Intl.DisplayNames {
  let names = namesByLanguage.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    namesByLanguage.set(language, names);
  }
  return names;
}

/** Compares names as a reader of `language` sorts them ("Österrike" after "Tyskland" in Swedish). */
export function nameCollator(language: Language): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language);
    collators.set(language, collator);
  }
  return collator;
}

/**
 * A country's name in the shopper's language (`se` → "Sverige" in Swedish, "Sweden" in
 * English), for the market selector and greeting. Falls back to the upper-case code.
 */
export function countryName(country: string, language: Language): string {
  try {
    return regionNames(language).of(country.toUpperCase()) ?? country.toUpperCase();
  } catch {
    return country.toUpperCase();
  }
}
