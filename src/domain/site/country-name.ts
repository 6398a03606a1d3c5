import type { Language } from './site';

/**
 * A country's name in the shopper's language (`se` → "Sverige" in Swedish, "Sweden" in
 * English), for the market selector and greeting. Falls back to the upper-case code.
 */
export function countryName(country: string, language: Language): string {
  try {
    const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    return names.of(country.toUpperCase()) ?? country.toUpperCase();
  } catch {
    return country.toUpperCase();
  }
}
