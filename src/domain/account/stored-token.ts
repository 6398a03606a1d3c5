import { presentToken } from './account';

/** Longer than any session token a service hands out; a header this big is refused upstream. */
export const STORED_TOKEN_MAX_LENGTH = 4096;

/**
 * Storage: the token read back from storage (docs/product.md#account-data,
 * docs/product.md#constants-and-limits key `token`), or `undefined` when there is none or it cannot
 * be a token the account service gave: blank, longer than `STORED_TOKEN_MAX_LENGTH`, or holding
 * anything but printable ASCII (control characters, line breaks, non-Latin text), which could not
 * even be sent in the `token` header (docs/product.md#roles-and-permissions). Storage is open to
 * other scripts, older shops and hand edits, so a bad value is discarded rather than sent.
 */
export function storedToken(text: string | undefined): string | undefined {
  const token = presentToken(text);
  if (token === undefined || token.length > STORED_TOKEN_MAX_LENGTH) return undefined;
  return /^[\x20-\x7e]+$/.test(token) ? token : undefined;
}
