import { Hono, type Context } from 'hono';
import { AccountState } from '../../src/adapters/memory/account-state';
import { MemoryAccountGateway } from '../../src/adapters/memory/account-gateway.memory';
import {
  accountChangeSchema,
  credentialsSchema,
  passwordResetEmailSchema,
  passwordResetSchema,
  registrationSchema,
  type AccountExistsBody,
  type AcknowledgedBody,
} from '../../src/adapters/http/schemas/account.schema';
import {
  accountDetailsBody,
  orderBody,
  orderSummaryBody,
  sessionBody,
  toDetailsChange,
  toRegistration,
} from '../account.wire';
import { answer, readBody } from '../answer';

const DONE: AcknowledgedBody = { success: true };

/**
 * docs/product.md#account-service under `/api`, answered by the memory fake over one `AccountState`
 * for the stub's whole life, so a shopper registered in one request logs in in the next.
 */
export function accountRoutes(state = new AccountState()): Hono {
  const accounts = new MemoryAccountGateway(state);
  const app = new Hono();

  app.post('/account/login', (c) =>
    answer(c, async () => sessionBody(await accounts.login(await readBody(c, credentialsSchema)))),
  );
  app.post('/account/register', (c) =>
    answer(c, async () => {
      const body = await readBody(c, registrationSchema);
      return sessionBody(await accounts.register(toRegistration(body)));
    }),
  );
  app.get('/account', (c) =>
    answer(c, async () => accountDetailsBody(await accounts.account(tokenOf(c)))),
  );
  app.put('/account', (c) =>
    answer(c, async () => {
      const change = toDetailsChange(await readBody(c, accountChangeSchema));
      return accountDetailsBody(await accounts.updateAccount(tokenOf(c), change));
    }),
  );
  app.get('/account/check-account-exist/:email', (c) =>
    answer(c, async (): Promise<AccountExistsBody> => ({
      exists: await accounts.accountExists(c.req.param('email')),
    })),
  );
  app.post('/account/password-reset-email', (c) =>
    answer(c, async () => {
      const { email } = await readBody(c, passwordResetEmailSchema);
      await accounts.requestPasswordReset(email);
      return DONE;
    }),
  );
  app.post('/account/password-reset', (c) =>
    answer(c, async () => {
      await accounts.resetPassword(await readBody(c, passwordResetSchema));
      return DONE;
    }),
  );
  app.get('/account/orders', (c) =>
    answer(c, async () => (await accounts.orders(tokenOf(c))).map(orderSummaryBody)),
  );
  app.get('/account/orders/:id', (c) =>
    answer(c, async () => orderBody(await accounts.order(tokenOf(c), c.req.param('id')))),
  );
  return app;
}

/**
 * docs/product.md#roles-and-permissions: the token arrives in a header named `token`; none is no
 * session.
 */
function tokenOf(c: Context): string {
  return c.req.header('token') ?? '';
}
