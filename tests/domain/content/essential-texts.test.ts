import { describe, expect, it } from 'vitest';
import { seededTranslations } from '@/adapters/memory/seed/translations.seed';
import { ESSENTIAL_TEXTS } from '@/domain/content/essential-texts';
import { LANGUAGES } from '@/domain/site/site';

describe("the error page's built-in words (SPEC §2 Error page, §8)", () => {
  it('say what the content service says, in every language', () => {
    for (const language of LANGUAGES) {
      for (const [key, text] of Object.entries(ESSENTIAL_TEXTS[language])) {
        expect(text, `${language} ${key}`).toBe(seededTranslations[language][key]);
      }
    }
  });

  it('cover every word of the error page', () => {
    for (const key of ['GENERIC_ERROR', 'Page_Not_Found', 'Back_To_Home', 'Error_Try_Again']) {
      for (const language of LANGUAGES) expect(ESSENTIAL_TEXTS[language][key]).toBeTruthy();
    }
  });
});
