/**
 * docs/product.md#errors Account errors: the translation keys of the toast an account-service
 * failure shows.
 */
export const ACCOUNT_ERROR_KEYS = {
  title: 'Account_Generic_Error',
  generic: 'Account_Generic_ErrorMsg',
  specific: 'Account_Specific_ErrorMsg',
} as const;

/** The toast for a failed account call: translation keys, and the text the specific one quotes. */
export interface AccountErrorNotice {
  readonly title: typeof ACCOUNT_ERROR_KEYS.title;
  readonly message: typeof ACCOUNT_ERROR_KEYS.generic | typeof ACCOUNT_ERROR_KEYS.specific;
  /** Fills `{message}` of Account_Specific_ErrorMsg with the service's own words. */
  readonly params?: { readonly message: string };
}

/**
 * docs/product.md#errors: when the account service's answer is not an object (plain text such as
 * "Wrong password"), the toast is Account_Specific_ErrorMsg quoting that text; otherwise (a JSON
 * object or list, or JSON `null`) Account_Generic_ErrorMsg. Both are titled
 * Account_Generic_Error. With no answer at all (no connection, timeout) or a blank one there is
 * nothing to quote, so the generic message shows.
 */
export function accountErrorNotice(responseText: string | undefined): AccountErrorNotice {
  const generic = { title: ACCOUNT_ERROR_KEYS.title, message: ACCOUNT_ERROR_KEYS.generic } as const;
  if (responseText === undefined || responseText.trim() === '' || isJsonObject(responseText)) {
    return generic;
  }
  return { ...generic, message: ACCOUNT_ERROR_KEYS.specific, params: { message: responseText } };
}

/** Whether the text is JSON whose value is an object in JavaScript's sense (`typeof` object). */
function isJsonObject(text: string): boolean {
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object';
  } catch {
    return false;
  }
}
