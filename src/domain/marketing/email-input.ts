/** RFC 5321: the longest address a mail path can carry. */
export const EMAIL_MAX_LENGTH = 254;
/** RFC 5321: the longest local part (before the last `@`). */
export const EMAIL_LOCAL_MAX_LENGTH = 64;

/** White space and invisible format characters (zero-width, bidi marks, BOM) at either end. */
const EDGES = /^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu;
/** Control and invisible format characters: zero-width spaces and joiners, RTL/LTR marks. */
const HIDDEN = /[\p{Cc}\p{Cf}]/u;

/**
 * Forms: an e-mail field as typed, with the white space and invisible characters a
 * paste brings along (`\u200b`, `\u200f`, a BOM) taken off both ends; the rest is untouched.
 * Newsletter, back-in-stock, login and register send what this leaves.
 */
export function cleanEmailInput(text: string): string {
  return text.replace(EDGES, '');
}

/**
 * Forms: whether a cleaned e-mail may be sent at all: not empty, at most
 * `EMAIL_MAX_LENGTH` characters with a local part of at most `EMAIL_LOCAL_MAX_LENGTH`, and no
 * control or invisible character inside (an address that looks like another). Not a format
 * check — docs/product.md#validation has that for the newsletter only — so any other Unicode, emoji
 * included, passes.
 */
export function isSendableEmail(email: string): boolean {
  if (email === '' || email.length > EMAIL_MAX_LENGTH) return false;
  const at = email.lastIndexOf('@');
  if ((at === -1 ? email.length : at) > EMAIL_LOCAL_MAX_LENGTH) return false;
  return !HIDDEN.test(email);
}
