import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimerScheduler } from '@/adapters/browser/timer-scheduler';
import { MemoryAccountGateway } from '@/adapters/memory/account-gateway.memory';
import { faultPlan } from '@/adapters/memory/faults/fault-plan';
import { withFaults } from '@/adapters/memory/faults/with-faults';
import { MemoryKeyValueStorage } from '@/adapters/memory/key-value-storage.memory';
import { DEMO_SHOPPER } from '@/adapters/memory/seed/accounts.seed';
import type { AccountGateway } from '@/application/account/account-gateway.port';
import { AccountRequestError } from '@/application/account/account.errors';
import { AccountStore } from '@/application/account/account.store';
import { RegistrationStore } from '@/application/account/registration.store';
import { NotificationStore } from '@/application/shared/notification.store';
import type { Registration } from '@/domain/account/account-details';
import { EMAIL_CHECK_PATIENCE_MS } from '@/domain/account/registration-email-check';

/** The memory account service, with its calls counted by name. */
function counted(gateway: AccountGateway = new MemoryAccountGateway()) {
  const calls: string[] = [];
  const spy = new Proxy(gateway, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push(String(name));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { gateway: spy, calls };
}

function setUp(gateway: AccountGateway = new MemoryAccountGateway()) {
  const { gateway: watched, calls } = counted(gateway);
  const notifications = new NotificationStore();
  const account = new AccountStore(watched, new MemoryKeyValueStorage(), notifications);
  const store = new RegistrationStore(watched, account, new TimerScheduler());
  return { store, account, calls, notifications };
}

const newcomer = (email: string): Registration => ({
  email,
  firstName: 'Sigrid',
  lastName: 'Berg',
  password: 'fika-2026',
});

describe('RegistrationStore: the address is checked first (docs/product.md#login-and-registration)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('holds the form back for an address an account uses, sending nothing', async () => {
    const { store, account, calls, notifications } = setUp();
    const typed = ` ${DEMO_SHOPPER.email.toUpperCase()} `;
    expect(await store.register(newcomer(typed))).toBe('email-taken');
    expect(calls).toEqual(['accountExists']);
    expect(store.isTaken(typed)).toBe(true);
    expect(store.isTaken(DEMO_SHOPPER.email)).toBe(true);
    expect(store.isTaken('someone-else@example.se')).toBe(false);
    expect(account.isLoggedIn).toBe(false);
    // A warning on the form, not the account service's error toast.
    expect(notifications.toasts).toEqual([]);
  });

  it('asks once for an address checked when the shopper left the field, then registers', async () => {
    const { store, account, calls } = setUp();
    expect(await store.checkEmail('sigrid@example.se')).toBe('free');
    expect(store.isTaken('sigrid@example.se')).toBe(false);
    expect(await store.register(newcomer('sigrid@example.se'))).toBe('registered');
    expect(calls.filter((call) => call === 'accountExists')).toHaveLength(1);
    expect(calls).toContain('register');
    expect(account.isLoggedIn).toBe(true);
    expect(account.firstName).toBe('Sigrid');
  });

  it('shares a check under way between leaving the field and sending the form', async () => {
    const { store, calls } = setUp();
    const [left, sent] = await Promise.all([
      store.checkEmail('nils@example.se'),
      store.register(newcomer('nils@example.se')),
    ]);
    expect([left, sent]).toEqual(['free', 'registered']);
    expect(calls.filter((call) => call === 'accountExists')).toHaveLength(1);
  });

  it('does not ask about an address the register call could not send', async () => {
    const { store, calls } = setUp();
    expect(await store.checkEmail('  ')).toBe('unknown');
    expect(await store.checkEmail('astrid')).toBe('unknown');
    expect(calls).toEqual([]);
  });

  it('registers when the check fails, and the register call’s own refusal still applies', async () => {
    const failing = withFaults(
      new MemoryAccountGateway(),
      'account',
      faultPlan('account', { kind: 'status', status: 503 }),
      {
        timeoutMs: 0,
        sleep: () => Promise.resolve(),
      },
    );
    const memory = new MemoryAccountGateway();
    const checkFails: AccountGateway = Object.assign(Object.create(memory) as AccountGateway, {
      accountExists: (email: string) => failing.accountExists(email),
    });
    const { store, account, calls } = setUp(checkFails);
    expect(await store.register(newcomer('sigrid@example.se'))).toBe('registered');
    expect(account.isLoggedIn).toBe(true);
    expect(store.isTaken('sigrid@example.se')).toBe(false);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('registering'));

    // Registered meanwhile: the check could not tell, so the service's 409 is what the form hears.
    account.logout();
    const refused = store.register(newcomer('SIGRID@example.se'));
    await expect(refused).rejects.toBeInstanceOf(AccountRequestError);
    expect(calls.filter((call) => call === 'register')).toHaveLength(2);
  });

  it('does not wait more than its patience for a check that hangs', async () => {
    vi.useFakeTimers();
    const memory = new MemoryAccountGateway();
    const hangs: AccountGateway = Object.assign(Object.create(memory) as AccountGateway, {
      accountExists: () => new Promise<boolean>(() => undefined),
    });
    const { store, account } = setUp(hangs);
    const registering = store.register(newcomer('sigrid@example.se'));
    await vi.advanceTimersByTimeAsync(EMAIL_CHECK_PATIENCE_MS - 1);
    expect(account.isLoggedIn).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await registering).toBe('registered');
    expect(account.isLoggedIn).toBe(true);
  });
});
