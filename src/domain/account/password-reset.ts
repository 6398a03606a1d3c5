/**
 * docs/product.md#account-service `POST /account/password-reset`: the secret from the emailed reset
 * link (its `hash` query parameter) and the new password.
 */
export interface PasswordReset {
  readonly hash: string;
  readonly password: string;
}
