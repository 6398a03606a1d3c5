import { MemoryAccountGateway } from '@/adapters/memory/account-gateway.memory';
import { faultPlan, type Fault } from '@/adapters/memory/faults/fault-plan';
import { withFaults } from '@/adapters/memory/faults/with-faults';
import { MemoryKeyValueStorage } from '@/adapters/memory/key-value-storage.memory';
import { DEMO_SHOPPER } from '@/adapters/memory/seed/accounts.seed';
import type { AccountGateway } from '@/application/account/account-gateway.port';
import { AccountStore } from '@/application/account/account.store';
import { OrderHistoryStore } from '@/application/account/order-history.store';
import { ResetPassword } from '@/application/account/reset-password';
import { NotificationStore } from '@/application/shared/notification.store';

/** The seeded demo shopper's sign-in. */
export const demo = { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password };

/** The account toast's title (docs/product.md#errors). */
export const title = 'Account_Generic_Error';

/**
 * The account's stores over one gateway, storage and toast list, as a container wires them:
 * the account, its past orders and the forgotten password; `toasts()` lists the toasts shown.
 */
export function shop(
  gateway: AccountGateway = new MemoryAccountGateway(),
  storage = new MemoryKeyValueStorage(),
) {
  const notifications = new NotificationStore();
  const store = new AccountStore(gateway, storage, notifications);
  const history = new OrderHistoryStore(store, gateway);
  const reset = new ResetPassword(gateway, notifications);
  const toasts = () =>
    notifications.toasts.map(({ kind, title, message, params }) => ({
      kind,
      title,
      message,
      params,
    }));
  return { store, history, reset, storage, notifications, toasts, gateway };
}

/** The same, signed in as the demo shopper. */
export async function loggedIn(gateway: AccountGateway = new MemoryAccountGateway()) {
  const setup = shop(gateway);
  await setup.store.login(demo);
  return setup;
}

/** The memory fake made to fail every call the given way, without waiting. */
export function failing(fault: Fault): AccountGateway {
  return withFaults(new MemoryAccountGateway(), 'account', faultPlan('account', fault), {
    timeoutMs: 0,
    sleep: () => Promise.resolve(),
  });
}

/** A token the fake service knows, as a previous visit would have stored it. */
export async function demoToken(gateway: MemoryAccountGateway): Promise<string> {
  const { token } = await gateway.login(demo);
  return token as string;
}
