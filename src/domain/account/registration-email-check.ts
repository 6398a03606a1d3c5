import { cleanEmailInput, isSendableEmail } from '@/domain/marketing/email-input';

/**
 * What the account service said about an address a shopper is registering with
 * (docs/product.md#login-and-registration, `GET /account/check-account-exist/{email}`): an account
 * uses it, none does, or the check failed and nobody knows.
 */
export type EmailCheckOutcome = 'taken' | 'free' | 'unknown';

/**
 * How long a registration waits for the check before sending the form anyway: the account
 * service may take its 30 s to answer, and a check is never a reason to keep a shopper from
 * registering.
 */
export const EMAIL_CHECK_PATIENCE_MS = 3000;

/** One answered check, for the address as the shopper typed it. */
export interface EmailCheck {
  readonly email: string;
  readonly outcome: EmailCheckOutcome;
}

/**
 * The form that the account service reads an address in: cleaned as every e-mail field is
 * (`cleanEmailInput`), in lower case, since the service finds accounts without regard to case.
 */
export function emailKey(email: string): string {
  return cleanEmailInput(email).toLowerCase();
}

/**
 * Whether `email` is worth asking about: one the register call could send at all
 * (`isSendableEmail`) and with an `@`. Anything else would be refused by the register call
 * itself, so the shop does not ask the service about it.
 */
export function isCheckableEmail(email: string): boolean {
  const cleaned = cleanEmailInput(email);
  return isSendableEmail(cleaned) && cleaned.includes('@');
}

/**
 * docs/product.md#login-and-registration: the shopper is told an account already uses the address
 * — and the form is not sent — only when the last check was for this very address (in any case,
 * with any white space around it) and found an account. A check for another address, or one that
 * failed, says nothing: a failed check never stands in the way of registering; the register
 * call's own refusal still applies.
 */
export function isEmailTaken(check: EmailCheck | undefined, email: string): boolean {
  return check?.outcome === 'taken' && emailKey(check.email) === emailKey(email);
}

/** Whether `check` already answers for `email`, so it need not be asked again. */
export function answersFor(check: EmailCheck | undefined, email: string): boolean {
  return (
    check !== undefined && check.outcome !== 'unknown' && emailKey(check.email) === emailKey(email)
  );
}
