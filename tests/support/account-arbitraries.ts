import fc from 'fast-check';
import type { Account } from '@/domain/account/account';
import { ACCOUNT_PATHS, orderPath } from '@/domain/account/account-routes';

export const token = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom('', ' ', '\t'),
  fc.stringMatching(/^[A-Za-z0-9._-]{1,24}$/),
);

export const account: fc.Arbitrary<Account | undefined> = fc.option(
  fc.record(
    {
      isLoggedIn: fc.boolean(),
      token: fc.string({ maxLength: 8 }),
      firstName: fc.string({ maxLength: 8 }),
    },
    { requiredKeys: ['isLoggedIn'] },
  ),
  { nil: undefined },
);

export const orderId = fc.string({ minLength: 1, maxLength: 10 });

/** Account paths after the site prefix, written with or without surrounding slashes. */
export const accountPath = fc
  .tuple(
    fc.oneof(fc.constantFrom(...Object.values(ACCOUNT_PATHS)), orderId.map(orderPath)),
    fc.constantFrom('', '/'),
    fc.constantFrom('', '/'),
  )
  .map(([path, before, after]) => `${before}${path}${after}`);

/** Paths that are not account pages. */
export const otherPath = fc
  .array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { maxLength: 3 })
  .map((parts) => `/${parts.join('/')}`)
  .filter((path) => !/^\/account(\/|$)/.test(path));
