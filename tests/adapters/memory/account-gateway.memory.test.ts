import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountState, DEMO_ACCOUNTS_STORAGE_KEY } from '@/adapters/memory/account-state';
import { MemoryKeyValueStorage } from '@/adapters/memory/key-value-storage.memory';
import { MemoryAccountGateway } from '@/adapters/memory/account-gateway.memory';
import { DEMO_SHOPPER } from '@/adapters/memory/seed/accounts.seed';

const demo = { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password };
const shopper = { email: 'nils@example.com', password: 'pw', firstName: 'Nils', lastName: 'Ek' };

describe('MemoryAccountGateway', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps sessions and accounts in the storage it is given, as a reloaded page finds them', async () => {
    const storage = new MemoryKeyValueStorage();
    const before = new MemoryAccountGateway(new AccountState(undefined, storage));
    const token = (await before.login(demo)).token ?? '';
    const registered = (await before.register(shopper)).token ?? '';
    await before.updateAccount(token, { city: 'Lund' });

    const after = new MemoryAccountGateway(new AccountState(undefined, storage));
    expect((await after.account(token)).city).toBe('Lund');
    expect(await after.orders(token)).not.toHaveLength(0);
    expect((await after.account(registered)).firstName).toBe('Nils');
    const again = await after.login(demo);
    expect(again.token).not.toBe(token);

    const forgetful = new MemoryAccountGateway(new AccountState());
    await expect(forgetful.account(token)).rejects.toThrow(/401/);
  });

  it('gives the demo shopper’s past orders their pictures and the street they went to', async () => {
    const gateway = new MemoryAccountGateway();
    const token = (await gateway.login(demo)).token ?? '';
    for (const { order } of await gateway.orders(token)) {
      const placed = await gateway.order(token, order);
      expect(placed.items.map((line) => line.product?.image)).not.toContain(undefined);
      expect(placed.address?.street).toBe('Vasagatan 12');
    }
  });

  it('starts afresh from a storage that holds something unreadable', async () => {
    const storage = new MemoryKeyValueStorage();
    storage.set(DEMO_ACCOUNTS_STORAGE_KEY, '{"issued": "x"');
    const accounts = new MemoryAccountGateway(new AccountState(undefined, storage));
    await expect(accounts.login(demo)).resolves.toMatchObject({ isLoggedIn: true });
  });

  it('gives the same tokens for the same calls in the same order', async () => {
    const tokens = async () => {
      const accounts = new MemoryAccountGateway();
      return [(await accounts.login(demo)).token, (await accounts.login(demo)).token];
    };
    const first = await tokens();
    expect(await tokens()).toEqual(first);
    expect(new Set(first).size).toBe(2);
    expect(first.join(' ')).not.toContain('demo');
  });

  it('shares its state with every gateway over the same AccountState', async () => {
    const state = new AccountState();
    const { token = '' } = await new MemoryAccountGateway(state).register(shopper);
    const other = new MemoryAccountGateway(state);
    expect(await other.account(token)).toMatchObject({ email: shopper.email });
    await expect(new MemoryAccountGateway().account(token)).rejects.toMatchObject({
      status: 401,
    });
  });

  it('logs the reset link and shows it through resetLinkSentTo', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const accounts = new MemoryAccountGateway();
    expect(accounts.resetLinkSentTo(demo.email)).toBeUndefined();
    await accounts.requestPasswordReset('Demo@Lera.shop');
    const link = accounts.resetLinkSentTo(demo.email) ?? '';
    expect(link).toMatch(/^\/account\/reset-password\?hash=rst_[0-9a-f]{16}$/);
    expect(info).toHaveBeenCalledWith(`Password reset link for ${demo.email}: ${link}`);
    const hash = new URLSearchParams(link.split('?')[1]).get('hash') ?? '';
    await accounts.resetPassword({ hash, password: 'changed' });
    expect((await accounts.login({ ...demo, password: 'changed' })).isLoggedIn).toBe(true);
  });

  it('starts each state with the demo shopper’s own password, untouched by other states', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const changed = new MemoryAccountGateway();
    await changed.requestPasswordReset(demo.email);
    const link = changed.resetLinkSentTo(demo.email) ?? '';
    await changed.resetPassword({ hash: link.split('hash=')[1] ?? '', password: 'other' });
    expect((await new MemoryAccountGateway().login(demo)).firstName).toBe('Astrid');
  });
});
