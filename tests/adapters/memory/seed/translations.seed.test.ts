import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  seededTranslations,
  TEXT_AREAS,
  UI_TEXT_KEYS,
} from '@/adapters/memory/seed/translations.seed';
import { LANGUAGES } from '@/domain/site/site';
import { stockBadge } from '@/domain/stock/stock-badge';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every `.tsx` file under `dir`, however deep. */
function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

describe('the seeded UI texts (docs/product.md#translations)', () => {
  it('has exactly the listed keys in every language, none of them blank', () => {
    for (const language of LANGUAGES) {
      const dictionary = seededTranslations[language];
      expect(Object.keys(dictionary).sort(), language).toEqual([...UI_TEXT_KEYS].sort());
      const blank = Object.entries(dictionary).filter(([, text]) => text.trim() === '');
      expect(blank, language).toEqual([]);
    }
  });

  it('gives each key to one screen only', () => {
    const all = TEXT_AREAS.flatMap((area) => Object.keys(area));
    expect(all).toHaveLength(new Set(all).size);
    expect(all.length).toBe(UI_TEXT_KEYS.length);
  });

  it('has the same placeholders in Swedish and English', () => {
    const differing = UI_TEXT_KEYS.filter(
      (key) =>
        JSON.stringify(placeholders(seededTranslations.sv[key] ?? '')) !==
        JSON.stringify(placeholders(seededTranslations.en[key] ?? '')),
    );
    expect(differing).toEqual([]);
  });

  it('gives each plural form a plain text with the same placeholders, counted', () => {
    const forms = UI_TEXT_KEYS.filter((key) => /_(zero|one|two|few|many)$/.test(key));
    expect(forms).toContain('Product_List_Count_one');
    for (const form of forms) {
      const plain = form.replace(/_(zero|one|two|few|many)$/, '');
      expect(UI_TEXT_KEYS, form).toContain(plain);
      for (const language of LANGUAGES) {
        const text = seededTranslations[language][form] ?? '';
        expect(placeholders(text), `${language} ${form}`).toEqual(
          placeholders(seededTranslations[language][plain] ?? ''),
        );
        expect(placeholders(text), `${language} ${form}`).toContain('count');
      }
    }
  });

  it('has every key docs/product.md#errors names and every stock badge', () => {
    const named = [
      'SUBSCRIBE_EMAIL_ERROR',
      'SUBSCRIBE_ERROR',
      'SUBSCRIBE_SUBSCRIBED',
      'SUBSCRIBE_NEWSLETTER',
      'SUBSCRIBE_PRODUCT',
      'Add_To_Cart_Error_Title',
      'Add_To_Cart_Error_Message',
      'Account_Specific_ErrorMsg',
      'Account_Generic_ErrorMsg',
      'Account_Generic_Error',
      'ERROR',
      'SUCCESS',
      'Search_NoResults',
      'GENERIC_ERROR',
      ...new Set(Array.from({ length: 20 }, (_, stock) => stockBadge(stock - 1) ?? 'ERROR')),
    ];
    expect(UI_TEXT_KEYS).toEqual(expect.arrayContaining(named));
  });

  it("has every key src/ui asks for with t('…')", () => {
    const root = join(__dirname, '../../../../src/ui');
    const used = tsxFiles(root).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*['"]([A-Za-z0-9_]+)['"]/g)].map(
        (match) => match[1] ?? '',
      ),
    );
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((key) => !(UI_TEXT_KEYS as readonly string[]).includes(key))).toEqual([]);
  });
});
