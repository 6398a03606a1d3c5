import { createAccountHttp } from '@/adapters/http/account-client';
import { HttpAccountGateway } from '@/adapters/http/account-gateway.http';
import { MemoryAccountGateway } from '@/adapters/memory/account-gateway.memory';
import type { AccountGateway } from '@/application/account/account-gateway.port';
import { describeAccountGateway } from './account-gateway.contract';
import { describeErrorKinds } from './support/error-kinds';
import { CONTRACT_TIMEOUT_MS, faultyMemory, stubForThisFile } from './support/sides';

const stub = stubForThisFile();
const httpGateway = (base: string) =>
  new HttpAccountGateway(
    createAccountHttp({ accountBase: `${base}/api`, timeoutMs: CONTRACT_TIMEOUT_MS }),
  );

describeAccountGateway('memory', async () => new MemoryAccountGateway());
describeAccountGateway('http over the stub backend', async () => httpGateway(await stub.base()));

const calls: readonly (readonly [string, (gateway: AccountGateway) => Promise<unknown>])[] = [
  ['login()', (g) => g.login({ email: 'demo@lera.shop', password: 'lera-demo-2026' })],
  [
    'register()',
    (g) => g.register({ email: 'x@example.com', password: 'p', firstName: 'X', lastName: 'Y' }),
  ],
  ['account()', (g) => g.account('tok')],
  ['updateAccount()', (g) => g.updateAccount('tok', { city: 'Lund' })],
  ['accountExists()', (g) => g.accountExists('demo@lera.shop')],
  ['requestPasswordReset()', (g) => g.requestPasswordReset('demo@lera.shop')],
  ['resetPassword()', (g) => g.resetPassword({ hash: 'rst', password: 'p' })],
  ['orders()', (g) => g.orders('tok')],
  ['order()', (g) => g.order('tok', 'LR-100231')],
];

const memory = faultyMemory('account', () => new MemoryAccountGateway());
const http = stub.faulty('account', httpGateway);
for (const [what, call] of calls) {
  describeErrorKinds(`memory ${what}`, memory, call);
  describeErrorKinds(`http ${what}`, http, call);
}
