import type { Language } from '@/domain/site/site';
import type { Dictionary } from './translate';

/** UI texts by key, Swedish first, English second: one line per key, so neither is forgotten. */
export type TextTable = Readonly<Record<string, readonly [sv: string, en: string]>>;

const COLUMN: Readonly<Record<Language, 0 | 1>> = { sv: 0, en: 1 };

/** One language's texts of a table, as the content service gives them (a dictionary). */
export function textsIn(table: TextTable, language: Language): Dictionary {
  const column = COLUMN[language];
  return Object.fromEntries(Object.entries(table).map(([key, texts]) => [key, texts[column]]));
}
