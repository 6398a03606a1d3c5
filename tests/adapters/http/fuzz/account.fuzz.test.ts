import { beforeAll, describe, expect, it } from 'vitest';
import { createAccountHttp } from '@/adapters/http/account-client';
import { HttpAccountGateway } from '@/adapters/http/account-gateway.http';
import {
  accountDetailsSchema,
  accountExistsSchema,
  acknowledgedSchema,
  orderSchema,
  orderSummariesSchema,
  sessionSchema,
} from '@/adapters/http/schemas/account.schema';
import { DEMO_SHOPPER } from '@/adapters/memory/seed/accounts.seed';
import {
  FuzzWire,
  fuzzAdapter,
  fuzzExtraFields,
  literal,
  recorded,
  type FuzzedCall,
  FUZZ_TIMEOUT_MS,
} from './fuzz-harness';

const wire = new FuzzWire();
const http = wire.under(
  createAccountHttp({ accountBase: 'http://shop.test/api', timeoutMs: 1000 }),
);
const gateway = new HttpAccountGateway(http);
let calls: FuzzedCall<HttpAccountGateway>[];

beforeAll(async () => {
  const email: string = DEMO_SHOPPER.email;
  const password: string = DEMO_SHOPPER.password;
  const token = (await gateway.login({ email, password })).token ?? '';
  expect(token).not.toBe('');
  const [summary] = await gateway.orders(token);
  const details = { email, password, firstName: 'Fuzz', lastName: 'Case' };
  calls = [
    await recorded(wire, gateway, 'login', (g) => g.login({ email, password }), sessionSchema),
    await recorded(
      wire,
      gateway,
      'register',
      (g) => g.register({ ...details, email: 'fuzz@example.com' }),
      sessionSchema,
    ),
    await recorded(wire, gateway, 'account', (g) => g.account(token), accountDetailsSchema),
    await recorded(
      wire,
      gateway,
      'updateAccount',
      (g) => g.updateAccount(token, { city: 'Lund' }),
      accountDetailsSchema,
    ),
    await recorded(
      wire,
      gateway,
      'accountExists',
      (g) => g.accountExists(email),
      accountExistsSchema,
    ),
    await recorded(wire, gateway, 'orders', (g) => g.orders(token), orderSummariesSchema),
    await recorded(wire, gateway, 'order', (g) => g.order(token, summary!.order), orderSchema),
    await recorded(
      wire,
      gateway,
      'requestPasswordReset',
      (g) => g.requestPasswordReset(email),
      acknowledgedSchema,
    ),
    literal(
      'resetPassword',
      (g) => g.resetPassword({ hash: 'h', password: 'p' }),
      acknowledgedSchema,
      { success: true },
    ),
  ];
});

describe(
  'HttpAccountGateway on fuzzed bodies (docs/reliability.md#fuzzed-responses)',
  { timeout: FUZZ_TIMEOUT_MS },
  () => {
    it('answers 1,300 generated bodies with the answer or invalid-response, nothing else', async () => {
      const figures = await fuzzAdapter(calls, wire, () => gateway, 1_300);
      console.info('account fuzz', figures);
      expect(figures.malformed).toBeGreaterThanOrEqual(1_000);
    });

    it('ignores extra fields', async () => {
      await fuzzExtraFields(calls, wire, () => gateway, 100);
    });
  },
);
