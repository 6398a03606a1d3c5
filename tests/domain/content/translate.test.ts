import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { translate } from '@/domain/content/translate';

const key = fc.stringMatching(/^[A-Za-z_]{1,20}$/);

describe('translation lookup (SPEC §8)', () => {
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
});
