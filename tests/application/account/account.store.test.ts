import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryAccountGateway } from '@/adapters/memory/account-gateway.memory';
import { MemoryKeyValueStorage } from '@/adapters/memory/key-value-storage.memory';
import { DEMO_SHOPPER } from '@/adapters/memory/seed/accounts.seed';
import { GatewayError } from '@/application/shared/gateway-error';
import { KeyValueStorage } from '@/application/shared/key-value-storage.port';
import { NotificationStore } from '@/application/shared/notification.store';
import { AccountRequestError, MissingCredentialsError } from '@/application/account/account.errors';
import { AccountStore } from '@/application/account/account.store';
import type { Registration } from '@/domain/account/account-details';
import { testContainer } from '../../support/test-container';
import { demo, demoToken, failing, loggedIn, shop, title } from './account-shop';

const newcomer: Registration = {
  email: 'sigrid@example.se',
  firstName: 'Sigrid',
  lastName: 'Berg',
  password: 'fika-2026',
};

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('AccountStore start-up (docs/product.md#account-data)', () => {
  it('is logged out at once when no token is stored, asking nothing', async () => {
    const gateway = new MemoryAccountGateway();
    const account = vi.spyOn(gateway, 'account');
    const { store } = shop(gateway);
    expect(store.account).toBeUndefined();
    await store.restore();
    expect(store.account).toEqual({ isLoggedIn: false });
    expect(store.isLoggedIn).toBe(false);
    expect(store.token).toBeUndefined();
    expect(account).not.toHaveBeenCalled();
  });

  it('treats a blank stored token as none', async () => {
    const gateway = new MemoryAccountGateway();
    const account = vi.spyOn(gateway, 'account');
    const { store } = shop(gateway, new MemoryKeyValueStorage({ token: '  ' }));
    await store.restore();
    expect(store.isLoggedIn).toBe(false);
    expect(account).not.toHaveBeenCalled();
  });

  it.each([
    ['a line break (header injection)', 'tok_1\r\nX-Evil: 1'],
    ['JSON garbage', '{"token":\n["x"]}'],
    ['non-ASCII text', 'tökén-€'],
    ['a zero-width space', 'tok\u200b1'],
    ['an oversize value', 'a'.repeat(100_000)],
  ])('discards a stored token with %s: removed, never sent, logged out', async (_, token) => {
    const gateway = new MemoryAccountGateway();
    const account = vi.spyOn(gateway, 'account');
    const { store, storage } = shop(gateway, new MemoryKeyValueStorage({ token }));
    await store.restore();
    expect(store.account).toEqual({ isLoggedIn: false });
    expect(store.token).toBeUndefined();
    expect(storage.get('token')).toBeUndefined();
    expect(account).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('malformed stored token'));
  });

  it('restores the token from storage under `token` and loads its account', async () => {
    const gateway = new MemoryAccountGateway();
    const token = await demoToken(gateway);
    const account = vi.spyOn(gateway, 'account');
    const { store } = shop(gateway, new MemoryKeyValueStorage({ token }));
    await store.restore();
    expect(account).toHaveBeenCalledWith(token);
    expect(store.token).toBe(token);
    expect(store.isLoggedIn).toBe(true);
    expect(store.firstName).toBe('Astrid');
    expect(store.details?.email).toBe(DEMO_SHOPPER.email);
  });

  it('restores once, however often it is asked', async () => {
    const gateway = new MemoryAccountGateway();
    const token = await demoToken(gateway);
    const account = vi.spyOn(gateway, 'account');
    const { store } = shop(gateway, new MemoryKeyValueStorage({ token }));
    await Promise.all([store.restore(), store.restore()]);
    await store.restore();
    expect(account).toHaveBeenCalledTimes(1);
  });

  it('yields the logged-out account when the stored token no longer works, with no toast (docs/product.md#error-catalogue)', async () => {
    const { store, storage, toasts } = shop(
      new MemoryAccountGateway(),
      new MemoryKeyValueStorage({ token: 'tok_expired' }),
    );
    await store.restore();
    expect(store.account).toEqual({ isLoggedIn: false });
    expect(store.isLoggedIn).toBe(false);
    expect(store.firstName).toBeUndefined();
    expect(toasts()).toEqual([]);
    expect(storage.get('token')).toBe('tok_expired');
    expect(warn).toHaveBeenCalledWith(
      'Could not load the account, so the shopper is logged out: The account service answered 401: Not logged in',
    );
  });

  it('yields the logged-out account when the service is down', async () => {
    const { store, toasts } = shop(
      failing({ kind: 'status', status: 503 }),
      new MemoryKeyValueStorage({ token: 'tok_1' }),
    );
    await store.restore();
    expect(store.account).toEqual({ isLoggedIn: false });
    expect(toasts()).toEqual([]);
  });
});

describe('AccountStore login (docs/product.md#login-and-registration)', () => {
  it.each([
    [{}],
    [{ email: '', password: demo.password }],
    [{ email: '  ', password: demo.password }],
    [{ email: demo.email }],
    [{ email: demo.email, password: '' }],
  ])("raises 'Cannot login when missing credentials' without a call: %j", async (credentials) => {
    const gateway = new MemoryAccountGateway();
    const login = vi.spyOn(gateway, 'login');
    const { store, toasts } = shop(gateway);
    const attempt = store.login(credentials);
    await expect(attempt).rejects.toBeInstanceOf(MissingCredentialsError);
    await expect(attempt).rejects.toThrow(/^Cannot login when missing credentials$/);
    await expect(attempt).rejects.toMatchObject({ kind: 'credentials/missing' });
    expect(login).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });

  it('stores the token, then loads the account', async () => {
    const gateway = new MemoryAccountGateway();
    const account = vi.spyOn(gateway, 'account');
    const { store, storage } = shop(gateway);
    await store.restore();
    await store.login(demo);
    const token = storage.get('token');
    expect(token).toMatch(/^tok_/);
    expect(store.token).toBe(token);
    expect(account).toHaveBeenCalledWith(token);
    expect(store.account).toEqual({ isLoggedIn: true, firstName: 'Astrid' });
    expect(store.isLoggedIn).toBe(true);
    expect(store.details).toMatchObject({ firstName: 'Astrid', lastName: 'Lindqvist' });
  });

  it('rethrows a wrong password wrapped, for the form to say, without a toast (401)', async () => {
    const { store, storage, toasts } = shop();
    const attempt = store.login({ email: demo.email, password: 'wrong' });
    await expect(attempt).rejects.toBeInstanceOf(AccountRequestError);
    const error = (await attempt.catch((e: unknown) => e)) as AccountRequestError;
    expect(error.action).toBe('login');
    expect(error.credentialsRefused).toBe(true);
    expect(error.cause).toMatchObject({
      kind: 'account/credentials-refused',
      status: 401,
      details: { responseText: 'Wrong password' },
    });
    expect(error.message).toBe("Couldn't login: The account service answered 401: Wrong password");
    expect(toasts()).toEqual([]);
    expect(storage.get('token')).toBeUndefined();
    expect(store.isLoggedIn).toBe(false);
  });

  it('quotes a plain-text refusal of another kind in the toast (a 503 saying why)', async () => {
    const gateway = new MemoryAccountGateway();
    const cause = new GatewayError(
      'status',
      'The account service answered 503: Closed for repairs',
      {
        status: 503,
        responseText: 'Closed for repairs',
      },
    );
    vi.spyOn(gateway, 'login').mockRejectedValue(cause);
    const { store, toasts } = shop(gateway);
    const error = (await store.login(demo).catch((e: unknown) => e)) as AccountRequestError;
    expect(error.credentialsRefused).toBe(false);
    expect(toasts()).toEqual([
      {
        kind: 'error',
        title,
        message: 'Account_Specific_ErrorMsg',
        params: { message: 'Closed for repairs' },
      },
    ]);
  });

  it('shows the generic message when the service answers an object (a 500 with a JSON body)', async () => {
    const gateway = new MemoryAccountGateway();
    const cause = new GatewayError('status', 'The account service answered 500', {
      status: 500,
      responseText: '{"error":"Internal Server Error"}',
    });
    vi.spyOn(gateway, 'login').mockRejectedValue(cause);
    const { store, toasts } = shop(gateway);
    await expect(store.login(demo)).rejects.toMatchObject({ name: 'AccountRequestError', cause });
    expect(toasts()).toEqual([
      { kind: 'error', title, message: 'Account_Generic_ErrorMsg', params: undefined },
    ]);
  });

  it('quotes a faked status answer, which is plain text', async () => {
    const { store, toasts } = shop(failing({ kind: 'status', status: 500 }));
    await expect(store.login(demo)).rejects.toBeInstanceOf(AccountRequestError);
    expect(toasts()).toEqual([
      {
        kind: 'error',
        title,
        message: 'Account_Specific_ErrorMsg',
        params: { message: 'Faked 500' },
      },
    ]);
  });

  it.each([
    ['no connection', { kind: 'network' } as const],
    ['a timeout', { kind: 'timeout' } as const],
    ['an object body that breaks the schema', { kind: 'invalid' } as const],
  ])('shows the generic message after %s', async (_, fault) => {
    const { store, toasts } = shop(failing(fault));
    const error = await store.login(demo).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountRequestError);
    expect((error as Error).cause).toBeInstanceOf(GatewayError);
    expect(toasts()).toEqual([
      { kind: 'error', title, message: 'Account_Generic_ErrorMsg', params: undefined },
    ]);
  });

  it('ends logged out, token kept, when the account cannot be loaded after the login', async () => {
    const gateway = new MemoryAccountGateway();
    vi.spyOn(gateway, 'account').mockRejectedValue(new GatewayError('network', 'down'));
    const { store, storage } = shop(gateway);
    await store.login(demo);
    expect(storage.get('token')).toMatch(/^tok_/);
    expect(store.account).toEqual({ isLoggedIn: false });
    expect(store.isLoggedIn).toBe(false);
  });
});

describe('AccountStore register (docs/product.md#login-and-registration)', () => {
  it('stores the token and loads the account', async () => {
    const gateway = new MemoryAccountGateway();
    const account = vi.spyOn(gateway, 'account');
    const { store, storage } = shop(gateway);
    await store.register(newcomer);
    expect(storage.get('token')).toMatch(/^tok_/);
    expect(account).toHaveBeenCalledWith(storage.get('token'));
    expect(store.isLoggedIn).toBe(true);
    expect(store.firstName).toBe('Sigrid');
    expect(store.details).toEqual({
      email: 'sigrid@example.se',
      firstName: 'Sigrid',
      lastName: 'Berg',
    });
  });

  it('quotes the refusal and rethrows it wrapped (email taken, 409)', async () => {
    const { store, storage, toasts } = shop();
    const error = await store
      .register({ ...newcomer, email: DEMO_SHOPPER.email })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountRequestError);
    expect(error).toMatchObject({ action: 'register', cause: { status: 409 } });
    expect(toasts()).toEqual([
      {
        kind: 'error',
        title,
        message: 'Account_Specific_ErrorMsg',
        params: { message: 'An account already uses this email' },
      },
    ]);
    expect(storage.get('token')).toBeUndefined();
    expect(store.isLoggedIn).toBe(false);
  });

  it('shows the generic message for an object answer', async () => {
    const { store, toasts } = shop(failing({ kind: 'invalid' }));
    await expect(store.register(newcomer)).rejects.toBeInstanceOf(AccountRequestError);
    expect(toasts()).toEqual([
      { kind: 'error', title, message: 'Account_Generic_ErrorMsg', params: undefined },
    ]);
  });
});

describe('AccountStore while logged in (docs/product.md#account-service)', () => {
  it('reloads the account, and a failed reload yields the logged-out account (docs/product.md#error-catalogue)', async () => {
    const gateway = new MemoryAccountGateway();
    const { store, toasts } = await loggedIn(gateway);
    await store.loadAccount();
    expect(store.isLoggedIn).toBe(true);
    vi.spyOn(gateway, 'account').mockRejectedValue(new GatewayError('timeout', 'slow'));
    await store.loadAccount();
    expect(store.account).toEqual({ isLoggedIn: false });
    expect(store.details).toBeUndefined();
    expect(store.isLoggedIn).toBe(false);
    expect(toasts()).toEqual([]);
  });

  it('updates the details, and the greeting with them', async () => {
    const { store } = await loggedIn();
    expect(await store.updateDetails({ firstName: 'Asta', city: 'Malmö' })).toBe(true);
    expect(store.details).toMatchObject({
      firstName: 'Asta',
      city: 'Malmö',
      email: DEMO_SHOPPER.email,
    });
    expect(store.firstName).toBe('Asta');
  });

  it('keeps the details and toasts when an update is refused', async () => {
    const { store, toasts } = await loggedIn();
    const before = store.details;
    expect(await store.updateDetails({ lastName: ' ' })).toBe(false);
    expect(store.details).toBe(before);
    expect(toasts()).toEqual([
      {
        kind: 'error',
        title,
        message: 'Account_Specific_ErrorMsg',
        params: { message: 'First name and last name may not be blank' },
      },
    ]);
  });

  it('asks nothing of the service for orders or details while logged out', async () => {
    const gateway = new MemoryAccountGateway();
    const orders = vi.spyOn(gateway, 'orders');
    const update = vi.spyOn(gateway, 'updateAccount');
    const { store, history, toasts } = shop(gateway);
    await store.restore();
    await history.loadOrders();
    expect(await store.updateDetails({ city: 'Lund' })).toBe(false);
    expect(orders).not.toHaveBeenCalled();
    expect(update).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });
});

describe('AccountStore logout (docs/product.md#login-and-registration)', () => {
  it('clears the account and the token', async () => {
    const { store, history, storage } = shop();
    await store.login(demo);
    await history.loadOrders();
    store.logout();
    expect(storage.get('token')).toBeUndefined();
    expect(store.token).toBeUndefined();
    expect(store.account).toEqual({ isLoggedIn: false });
    expect(store.details).toBeUndefined();
    expect(history.orders).toBeUndefined();
    expect(store.isLoggedIn).toBe(false);
  });

  it('stays logged out when an account load started before the logout answers after it', async () => {
    const gateway = new MemoryAccountGateway();
    const token = await demoToken(gateway);
    const { store } = shop(gateway, new MemoryKeyValueStorage({ token }));
    const restoring = store.restore();
    store.logout();
    await restoring;
    expect(store.account).toEqual({ isLoggedIn: false });
    expect(store.details).toBeUndefined();
    expect(store.isLoggedIn).toBe(false);
  });
  it('keeps nothing of a call that answers after the logout', async () => {
    const { store, history } = shop();
    await store.login(demo);
    const loading = Promise.all([history.loadOrders(), store.updateDetails({ city: 'Lund' })]);
    store.logout();
    await loading;
    expect(history.orders).toBeUndefined();
    expect(store.details).toBeUndefined();
    expect(store.account).toEqual({ isLoggedIn: false });
  });
  it('is not logged out by a failed load of an older token answering after a new login', async () => {
    const gateway = new MemoryAccountGateway();
    const real = gateway.account.bind(gateway);
    let fail: (error: unknown) => void = () => undefined;
    vi.spyOn(gateway, 'account').mockImplementation((token) =>
      token === 'tok_old'
        ? new Promise((_, reject) => {
            fail = reject;
          })
        : real(token),
    );
    const { store } = shop(gateway, new MemoryKeyValueStorage({ token: 'tok_old' }));
    const restoring = store.restore();
    await store.login(demo);
    fail(
      new GatewayError('status', 'answered 401', { status: 401, responseText: 'Not logged in' }),
    );
    await restoring;
    expect(store.isLoggedIn).toBe(true);
    expect(store.firstName).toBe('Astrid');
  });
});

describe('AccountStore routes and state (docs/product.md#login-and-registration, docs/architecture.md#stores)', () => {
  it('sends account pages to login when logged out, and login to the overview when logged in', async () => {
    const { store } = shop();
    await store.restore();
    expect(store.redirectFor('account/overview/orders')).toBe('account/login');
    expect(store.redirectFor('account/login')).toBeUndefined();
    await store.login(demo);
    expect(store.redirectFor('account/login')).toBe('account/overview');
    expect(store.redirectFor('account/overview/orders')).toBeUndefined();
  });

  it('writes its state to JSON without the token and reads it back, the token from storage', async () => {
    const { store: a, storage } = shop();
    await a.login(demo);
    const json = JSON.stringify(a.toJSON());
    expect(json).not.toContain(a.token as string);
    expect(json).not.toContain(DEMO_SHOPPER.password);

    const { store: b } = shop(new MemoryAccountGateway(), storage);
    b.hydrate(JSON.parse(json));
    expect(b.toJSON()).toEqual(a.toJSON());
    expect(b.isLoggedIn).toBe(true);
    expect(b.firstName).toBe('Astrid');

    const { store: c } = shop(new MemoryAccountGateway(), new MemoryKeyValueStorage());
    c.hydrate(JSON.parse(json));
    expect(c.isLoggedIn).toBe(false);
    expect(c.firstName).toBeUndefined();
  });

  it('comes from a fresh container, logging in against the memory fake', async () => {
    const container = await testContainer();
    const store = container.get(AccountStore);
    expect(container.get(AccountStore)).toBe(store);
    await store.restore();
    await store.login(demo);
    expect(container.get<KeyValueStorage>(KeyValueStorage).get('token')).toBe(store.token);
    await expect(store.login({ ...demo, password: 'nope' })).rejects.toBeInstanceOf(
      AccountRequestError,
    );
    // A wrong password is the form's to say, not a toast's.
    expect(container.get(NotificationStore).toasts).toHaveLength(0);
  });
});
