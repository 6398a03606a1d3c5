import { err, ok, type Result } from '@/domain/result';

/** What the login form sends (docs/product.md#account-service `POST /account/login`). */
export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/**
 * docs/product.md#login-and-registration: the exact message of a login without email or password.
 */
export const MISSING_CREDENTIALS_MESSAGE = 'Cannot login when missing credentials';

export interface MissingCredentials {
  readonly kind: 'credentials/missing';
  readonly message: typeof MISSING_CREDENTIALS_MESSAGE;
}

/**
 * docs/product.md#login-and-registration and docs/product.md#validation: login needs an email and a
 * password. An email of white space only is missing; a password is missing only when empty, since
 * spaces may be part of one. The credentials are returned unchanged.
 */
export function checkCredentials(
  email: string | undefined,
  password: string | undefined,
): Result<Credentials, MissingCredentials> {
  if (email === undefined || email.trim() === '' || password === undefined || password === '') {
    return err({ kind: 'credentials/missing', message: MISSING_CREDENTIALS_MESSAGE });
  }
  return ok({ email, password });
}
