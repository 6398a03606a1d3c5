import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  type CheckoutDetails,
  type CheckoutField,
  checkoutErrors,
  checkoutFieldError,
  countryHasStates,
  EMPTY_CHECKOUT_DETAILS,
  hasNumericZip,
  isZipCode,
  sendableAddress,
} from '@/domain/cart/checkout-address';

const astrid: CheckoutDetails = {
  email: 'astrid@example.com',
  firstName: 'Astrid',
  lastName: 'Lind',
  phoneNumber: '+46 70 123 45 67',
  street: 'Storgatan 1',
  zipCode: '263 38',
  city: 'Höganäs',
  state: '',
  country: 'SE',
};

const FIELDS = Object.keys(astrid) as CheckoutField[];

describe('checkout details (docs/product.md#checkout-details)', () => {
  it('accepts a whole Swedish address, and sends it without the email', () => {
    expect(checkoutErrors(astrid)).toEqual({});
    const { email: _email, ...address } = astrid;
    expect(sendableAddress(astrid)).toEqual(address);
  });

  it('writes postal codes the way each country’s post does', () => {
    expect(isZipCode('26338', 'SE')).toBe(true);
    expect(isZipCode('263 38', 'SE')).toBe(true);
    expect(isZipCode('2633', 'SE')).toBe(false);
    expect(isZipCode('0150', 'NO')).toBe(true);
    expect(isZipCode('01500', 'NO')).toBe(false);
    expect(isZipCode('1012 AB', 'NL')).toBe(true);
    expect(isZipCode('SW1A 1AA', 'GB')).toBe(true);
    expect(isZipCode('12345-6789', 'US')).toBe(true);
    expect(isZipCode('1234', 'DE')).toBe(false);
    expect(isZipCode('A1B 2C3', 'CA')).toBe(true);
  });

  it('shows a number pad only where postcodes are digits alone', () => {
    expect(['se', 'NO', 'DK', 'FI', 'DE', 'US'].every(hasNumericZip)).toBe(true);
    expect(['NL', 'GB', 'CA'].some(hasNumericZip)).toBe(false);
  });

  it('asks for a state only where the country has states', () => {
    expect(countryHasStates('US')).toBe(true);
    expect(checkoutFieldError({ ...astrid, country: 'US', zipCode: '10001' }, 'state')).toBe(
      'required',
    );
    expect(checkoutFieldError(astrid, 'state')).toBeUndefined();
  });

  it('refuses an email without a top-level part, and a phone number without digits', () => {
    expect(checkoutFieldError({ ...astrid, email: 'astrid@lera' }, 'email')).toBe('email/format');
    expect(checkoutFieldError({ ...astrid, phoneNumber: '(-- --)' }, 'phoneNumber')).toBe(
      'phone/format',
    );
  });

  test.prop([
    fc.constantFrom(...FIELDS.filter((field) => field !== 'state')),
    fc.stringMatching(/^\s*$/),
  ])('a blank field is required, and keeps the address from being sent', (field, blank) => {
    const details = { ...astrid, [field]: blank };
    expect(checkoutFieldError(details, field)).toBe('required');
    if (field !== 'email') expect(sendableAddress(details)).toBeUndefined();
  });

  test.prop([
    fc.stringMatching(/^\d{3} ?\d{2}$/),
    fc.string({ maxLength: 3 }),
    fc.string({ maxLength: 3 }),
  ])('what is sent is what was typed, trimmed', (zipCode, before, after) => {
    const pad = (text: string) => text.replace(/\S/g, ' ');
    const details = { ...astrid, zipCode: `${pad(before)}${zipCode}${pad(after)}` };
    expect(sendableAddress(details)?.zipCode).toBe(zipCode);
  });

  test.prop([fc.string({ maxLength: 12 })])(
    'an address is sent only when no field of it has an error',
    (zipCode) => {
      const details = { ...astrid, zipCode };
      const hasError = checkoutFieldError(details, 'zipCode') !== undefined;
      expect(sendableAddress(details) === undefined).toBe(hasError);
    },
  );
});

/** Each market's postcodes as its post writes them, and near misses of each. */
const POSTCODES: readonly [string, readonly string[], readonly string[]][] = [
  ['SE', ['26338', '263 38'], ['2633', '263  38', '2633a']],
  ['NO', ['0150'], ['015', '01500', 'o150']],
  ['DK', ['2100'], ['210', '21000', 'a100']],
  ['FI', ['00100'], ['0010', '001000', '0o100']],
  ['DE', ['10115'], ['1011', '101150', '1011a']],
  ['NL', ['1012AB', '1012 ab'], ['1012  AB', '101 AB', '1012 A1']],
  ['GB', ['SW1A 1AA', 'M1 1AE', 'B338TH', 'CR2 6XH'], ['SW1A 1A', '1W1A 1AA', 'SW1_ 1AA']],
  ['US', ['12345', '12345-6789'], ['1234', '12345-678', '12345 6789']],
  ['CA', ['A1B 2C3', 'K1A0B1'], ['A', '-1B 2C3', 'A1B 2C-', 'A1B_2C3']],
];

describe('postcodes (docs/product.md#checkout-details)', () => {
  it.each(POSTCODES)(
    'takes %s’s as its post writes them, surrounding spaces aside',
    (country, good, bad) => {
      for (const code of good) {
        expect(isZipCode(code, country), code).toBe(true);
        expect(isZipCode(` ${code} `, country), code).toBe(true);
        expect(isZipCode(code, country.toLowerCase()), code).toBe(true);
      }
      for (const code of bad) expect(isZipCode(code, country), code).toBe(false);
    },
  );

  test.prop([
    fc.constantFrom(...POSTCODES.filter(([country]) => country !== 'CA')),
    fc.stringMatching(/^[#./_][A-Za-z0-9]{0,2}$/),
  ])(
    'refuses a postcode with anything before or after it, where the post has a form',
    ([country, good], extra) => {
      for (const code of good) {
        expect(isZipCode(`${extra}${code}`, country), `${extra}${code}`).toBe(false);
        expect(isZipCode(`${code}${extra}`, country), `${code}${extra}`).toBe(false);
      }
    },
  );

  it('refuses a postcode or a phone number with a stray word before or after it', () => {
    const with_ = (field: CheckoutField, value: string) =>
      checkoutFieldError({ ...astrid, [field]: value }, field);
    expect(with_('zipCode', 'x26338')).toBe('zip/format');
    expect(with_('phoneNumber', 'tel +46 70 123 45 67')).toBe('phone/format');
    expect(with_('phoneNumber', '+46 70 123 45 67 ext')).toBe('phone/format');
    expect(with_('phoneNumber', '070123')).toBeUndefined();
    expect(with_('phoneNumber', '+070123')).toBeUndefined();
  });

  it('starts with every field empty, and says only what is wrong', () => {
    expect(Object.values(EMPTY_CHECKOUT_DETAILS).every((value) => value === '')).toBe(true);
    expect(Object.keys(EMPTY_CHECKOUT_DETAILS)).toEqual(FIELDS);
    expect(Object.keys(checkoutErrors({ ...astrid, city: '' }))).toEqual(['city']);
  });
});
