import { err, ok, type Result } from '@/domain/result';
import type { AccountDetailsChange } from './account-details';

/**
 * What the overview's details form holds (docs/product.md#account-data,
 * docs/product.md#account-service `PUT /account`).
 */
export interface DetailsForm {
  readonly firstName: string;
  readonly lastName: string;
  readonly phoneNumber: string;
}

export type DetailsField = keyof DetailsForm;

/** Why a field of the details form cannot be sent. */
export interface DetailsProblem {
  readonly field: DetailsField;
  readonly kind: 'missing' | 'invalid';
}

/** A phone number as people write one: digits, spaces, dashes, brackets, a leading `+`. */
const PHONE = /^\+?[\d\s\-()]+$/;
const PHONE_DIGITS = { min: 6, max: 15 } as const;

/**
 * docs/product.md#account-service `PUT /account`: the details form's change. First and last name
 * are required (the account service refuses blank ones); the phone number may be left empty, which
 * clears it, and otherwise needs 6 to 15 digits written as above. Every value is trimmed. The
 * problems come in the form's order, at most one per field.
 */
export function checkDetailsForm(
  form: DetailsForm,
): Result<AccountDetailsChange, readonly DetailsProblem[]> {
  const firstName = form.firstName.trim();
  const lastName = form.lastName.trim();
  const phoneNumber = form.phoneNumber.trim();
  const problems: DetailsProblem[] = [];
  if (firstName === '') problems.push({ field: 'firstName', kind: 'missing' });
  if (lastName === '') problems.push({ field: 'lastName', kind: 'missing' });
  if (phoneNumber !== '' && !isPhoneNumber(phoneNumber)) {
    problems.push({ field: 'phoneNumber', kind: 'invalid' });
  }
  return problems.length > 0 ? err(problems) : ok({ firstName, lastName, phoneNumber });
}

function isPhoneNumber(text: string): boolean {
  const digits = text.replace(/\D/g, '').length;
  return PHONE.test(text) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}
