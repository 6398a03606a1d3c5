/**
 * What the account service keeps about a shopper (docs/product.md#account-service `GET /account`,
 * `PUT /account`). docs/product.md does not list the fields: these are the person and address
 * fields of docs/product.md#orders address, since an account pre-fills its orders. `email` is the
 * login and does not change.
 */
export interface AccountDetails {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phoneNumber?: string | undefined;
  readonly city?: string | undefined;
  readonly state?: string | undefined;
  /** The upper-case ISO country code, `SE`. */
  readonly country?: string | undefined;
  readonly zipCode?: string | undefined;
}

/** What `PUT /account` may change: every field but the email, each one optional. */
export type AccountDetailsChange = Partial<Omit<AccountDetails, 'email'>>;

/** What `POST /account/register` sends: the details plus the chosen password. */
export interface Registration extends AccountDetails {
  readonly password: string;
}
