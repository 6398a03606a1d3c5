import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  type CheckoutDetails,
  type CheckoutField,
  checkoutErrors,
  checkoutFieldError,
  countryHasStates,
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
