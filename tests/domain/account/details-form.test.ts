import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { checkDetailsForm } from '@/domain/account/details-form';

const blank = fc.constantFrom('', ' ', '\t ');
const name = fc
  .string({ minLength: 1, maxLength: 20 })
  .filter((text) => text.trim() !== '')
  .map((text) => ` ${text} `);
const digit = fc.constantFrom(...'0123456789');
const separator = fc.constantFrom('', ' ', '-');
const phone = fc
  .array(fc.tuple(digit, separator), { minLength: 6, maxLength: 15 })
  .map((pairs) => `+${pairs.map(([d, s]) => d + s).join('')}`);

describe('the account details form (docs/product.md#account-service)', () => {
  test.prop([name, name, fc.oneof(phone, blank)])(
    'sends trimmed names and phone number when the names are there',
    (firstName, lastName, phoneNumber) => {
      expect(checkDetailsForm({ firstName, lastName, phoneNumber })).toEqual({
        ok: true,
        value: {
          firstName: firstName.trim(),
          lastName: lastName.trim(),
          phoneNumber: phoneNumber.trim(),
        },
      });
    },
  );

  test.prop([fc.oneof(name, blank), fc.oneof(name, blank), phone])(
    'names each blank name, in the form order',
    (firstName, lastName, phoneNumber) => {
      const result = checkDetailsForm({ firstName, lastName, phoneNumber });
      const expected = [
        ...(firstName.trim() === '' ? [{ field: 'firstName', kind: 'missing' }] : []),
        ...(lastName.trim() === '' ? [{ field: 'lastName', kind: 'missing' }] : []),
      ];
      expect(result.ok ? [] : result.error).toEqual(expected);
    },
  );

  test.prop([name, name, fc.string({ maxLength: 20 }).filter((text) => /[a-z]/i.test(text))])(
    'refuses a phone number with letters',
    (firstName, lastName, phoneNumber) => {
      expect(checkDetailsForm({ firstName, lastName, phoneNumber })).toEqual({
        ok: false,
        error: [{ field: 'phoneNumber', kind: 'invalid' }],
      });
    },
  );

  it('wants 6 to 15 digits in a phone number', () => {
    const check = (phoneNumber: string) =>
      checkDetailsForm({ firstName: 'Astrid', lastName: 'Lind', phoneNumber }).ok;
    expect(check('12345')).toBe(false);
    expect(check('123456')).toBe(true);
    expect(check('+46 (0)70-123 45 67')).toBe(true);
    expect(check('1234567890123456')).toBe(false);
    expect(check('++46701234567')).toBe(false);
  });
});
