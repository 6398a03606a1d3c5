import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '@/adapters/memory/seed/catalogue/catalogue.seed';
import { seededContent } from '@/adapters/memory/seed/content/content.seed';
import { LIVE_SHOWS } from '@/adapters/memory/seed/live-shows.seed';

/** Every string in a seeded value, with where it sits, so a failure says which text to mend. */
function texts(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => texts(item, `${path}.${key}`));
  }
  return [];
}

/** A typewriter's apostrophe inside a word: "autumn's", "don't". */
const STRAIGHT_APOSTROPHE = /\p{L}'\p{L}/u;
/** A typewriter's quotation mark opening or closing words, outside markup: "{q}", "plate". */
const STRAIGHT_QUOTE = /(^|\s)"[\p{L}{]|[\p{L}}]"($|[\s.,!?])/u;
/** A hyphen standing for a minus before a number: "-20 %". */
const HYPHEN_AS_MINUS = /(^|\s)-\d/;

describe('the seeded copy is set as a typesetter would (docs/product.md#translations)', () => {
  const copy = [
    ...texts(seededContent(0), 'content'),
    ...texts(seedCatalogue().products, 'products'),
    ...texts(LIVE_SHOWS, 'live shows'),
  ];

  it('has copy to scan: translations, stories and products in both languages', () => {
    expect(copy.length).toBeGreaterThan(1000);
    expect(copy.some(([path]) => path.startsWith('content.translations.sv'))).toBe(true);
    expect(copy.some(([path]) => path.startsWith('content.translations.en'))).toBe(true);
  });

  it('writes an apostrophe as ’, never as a straight one', () => {
    expect(copy.filter(([, text]) => STRAIGHT_APOSTROPHE.test(text))).toEqual([]);
  });

  it('quotes with “ ” (English) or ” ” (Swedish), never with straight marks', () => {
    expect(copy.filter(([, text]) => STRAIGHT_QUOTE.test(text))).toEqual([]);
  });

  it('writes a minus as −, never as a hyphen', () => {
    expect(copy.filter(([, text]) => HYPHEN_AS_MINUS.test(text))).toEqual([]);
  });
});
