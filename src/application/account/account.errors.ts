import { GatewayError } from '@/application/shared/gateway-error';
import {
  MISSING_CREDENTIALS_MESSAGE,
  type MissingCredentials,
} from '@/domain/account/login-credentials';

/**
 * docs/product.md#login-and-registration: a login without email or password raises this, before any
 * call.
 */
export class MissingCredentialsError extends Error {
  override readonly name = 'MissingCredentialsError';
  readonly kind: MissingCredentials['kind'] = 'credentials/missing';

  constructor() {
    super(MISSING_CREDENTIALS_MESSAGE);
  }
}

/**
 * docs/product.md#errors: a failed login or register is rethrown wrapping the original failure (in
 * `cause`, usually a GatewayError), after the account error toast has been shown — unless the
 * service refused the email or password, which the form says at its field instead
 * (docs/decisions/0119-wrong-credentials-are-said-at-the-field.md).
 */
export class AccountRequestError extends Error {
  override readonly name = 'AccountRequestError';

  constructor(
    readonly action: 'login' | 'register',
    cause: unknown,
  ) {
    super(`Couldn't ${action}: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }

  /** Whether the service refused the email or password: the shopper's to correct. */
  get credentialsRefused(): boolean {
    return isRefusedCredentials(this.cause);
  }
}

/** A login refused for its email or password: expected, so said at the field, never toasted. */
export function isRefusedCredentials(error: unknown): boolean {
  return error instanceof GatewayError && error.kind === 'account/credentials-refused';
}
