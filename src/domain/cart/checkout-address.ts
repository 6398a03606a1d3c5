import { isNewsletterEmail } from '@/domain/marketing/email-format';
import { cleanEmailInput, isSendableEmail } from '@/domain/marketing/email-input';

/**
 * docs/product.md#checkout-details: what the shopper types on the checkout page — the email, and
 * the order address of docs/product.md#orders with the street it is delivered to.
 */
export interface CheckoutDetails {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phoneNumber: string;
  readonly street: string;
  readonly zipCode: string;
  readonly city: string;
  /** Only where the country has states (`countryHasStates`); empty elsewhere. */
  readonly state: string;
  /** The upper-case ISO code, `SE`. */
  readonly country: string;
}

export type CheckoutField = keyof CheckoutDetails;

/** Why a field is refused; the page says it beside the field. */
export type CheckoutFieldError = 'required' | 'email/format' | 'zip/format' | 'phone/format';

export const EMPTY_CHECKOUT_DETAILS: CheckoutDetails = {
  email: '',
  firstName: '',
  lastName: '',
  phoneNumber: '',
  street: '',
  zipCode: '',
  city: '',
  state: '',
  country: '',
};

/**
 * Postal codes as each market's post writes them; a space or hyphen where the post allows one.
 * A country without a rule takes any 2–10 letters, digits, spaces and hyphens.
 */
const ZIP_PATTERNS: Readonly<Record<string, RegExp>> = {
  SE: /^\d{3} ?\d{2}$/,
  NO: /^\d{4}$/,
  DK: /^\d{4}$/,
  FI: /^\d{5}$/,
  DE: /^\d{5}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  US: /^\d{5}(?:-\d{4})?$/,
};
const ANY_ZIP = /^[A-Z\d][A-Z\d -]{0,8}[A-Z\d]$/i;

/** The countries whose addresses name a state (docs/product.md#orders: "state where the country has one"). */
const COUNTRIES_WITH_STATES = new Set(['US']);

export function countryHasStates(country: string): boolean {
  return COUNTRIES_WITH_STATES.has(country.toUpperCase());
}

/** A phone number: an optional +, then 6–15 digits, spaces, hyphens or brackets among them. */
const PHONE = /^\+?[\d\s()-]{6,20}$/;

/** The countries whose postcodes are digits alone: a phone shows its number pad for them. */
const NUMERIC_ZIP_COUNTRIES = new Set(['SE', 'NO', 'DK', 'FI', 'DE', 'US']);

export function hasNumericZip(country: string): boolean {
  return NUMERIC_ZIP_COUNTRIES.has(country.toUpperCase());
}

/** Whether a postal code is written as `country`'s post writes them. */
export function isZipCode(zipCode: string, country: string): boolean {
  const pattern = ZIP_PATTERNS[country.toUpperCase()] ?? ANY_ZIP;
  return pattern.test(zipCode.trim());
}

/**
 * docs/product.md#checkout-details: what is wrong with one field, or undefined when it may be sent.
 * Every field is required but the state (required only where the country has states); the
 * email takes the newsletter's format check (docs/product.md#validation); the postal code the
 * country's form; the phone number digits.
 */
export function checkoutFieldError(
  details: CheckoutDetails,
  field: CheckoutField,
): CheckoutFieldError | undefined {
  const value = details[field].trim();
  if (field === 'state' && !countryHasStates(details.country)) return undefined;
  if (value === '') return 'required';
  if (field === 'email' && !isCheckoutEmail(value)) return 'email/format';
  if (field === 'zipCode' && !isZipCode(value, details.country)) return 'zip/format';
  if (field === 'phoneNumber' && (!PHONE.test(value) || digits(value) < 6)) return 'phone/format';
  return undefined;
}

/** Every field's error, for the fields that have one. */
export function checkoutErrors(
  details: CheckoutDetails,
): Partial<Record<CheckoutField, CheckoutFieldError>> {
  const errors: Partial<Record<CheckoutField, CheckoutFieldError>> = {};
  for (const field of Object.keys(details) as CheckoutField[]) {
    const error = checkoutFieldError(details, field);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The address part, ready for docs/product.md#commerce-backend checkout-fields: only when whole. */
export function sendableAddress(
  details: CheckoutDetails,
): Omit<CheckoutDetails, 'email'> | undefined {
  const errors = checkoutErrors(details);
  const { email: _email, ...address } = details;
  const fields = Object.keys(address) as (keyof typeof address)[];
  if (fields.some((field) => errors[field])) return undefined;
  const trimmed = Object.fromEntries(fields.map((field) => [field, address[field].trim()]));
  return { ...(trimmed as typeof address), country: address.country.toUpperCase() };
}

function isCheckoutEmail(text: string): boolean {
  const email = cleanEmailInput(text);
  return isSendableEmail(email) && isNewsletterEmail(email);
}

function digits(text: string): number {
  return text.replace(/\D/g, '').length;
}
