import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { pluralCategoryOf, translate } from '@/domain/content/translate';

const key = fc.stringMatching(/^[A-Za-z_]{1,20}$/);

describe('translation lookup (docs/product.md#translations)', () => {
  test.prop([fc.dictionary(key, fc.string({ minLength: 1 })), key])(
    'a missing key shows the key itself and says so',
    (dictionary, wanted) => {
      fc.pre(!Object.hasOwn(dictionary, wanted));
      expect(translate(dictionary, wanted)).toEqual({ text: wanted, missing: true });
    },
  );

  test.prop([key, fc.string({ minLength: 1 }).filter((s) => !s.includes('{'))])(
    'a text without placeholders is shown as written',
    (k, text) => {
      expect(translate({ [k]: text }, k)).toEqual({ text, missing: false });
    },
  );

  test('placeholders are filled from the parameters', () => {
    const dictionary = { Hello: 'Hej {name}, {missing} kvar' };
    expect(translate(dictionary, 'Hello', { name: 'Ada' }).text).toBe('Hej Ada, {missing} kvar');
    expect(translate({ Empty: '' }, 'Empty')).toEqual({ text: 'Empty', missing: true });
    expect(translate({}, 'toString').missing).toBe(true);
  });

  test.prop([
    key,
    fc.constantFrom('sv', 'en', 'pl', 'ar'),
    fc.nat({ max: 1_000_000 }),
    fc.boolean(),
  ])(
    "a count picks its language's plural form where the dictionary has it, else the plain key",
    (k, language, count, hasForm) => {
      const plural = pluralCategoryOf(language);
      const form = `${k}_${plural(count)}`;
      const dictionary = { [k]: 'other {count}', ...(hasForm ? { [form]: 'form {count}' } : {}) };
      const expected = hasForm && form !== k ? `form ${count}` : `other ${count}`;
      expect(translate(dictionary, k, { count }, plural).text).toBe(expected);
      expect(translate(dictionary, k, { count: String(count) }, plural).text).toBe(
        `other ${count}`,
      );
    },
  );

  test('Swedish and English call only 1 "one"', () => {
    for (const language of ['sv', 'en']) {
      const plural = pluralCategoryOf(language);
      expect([0, 1, 2, 5, 21].map(plural)).toEqual(['other', 'one', 'other', 'other', 'other']);
    }
  });
});
