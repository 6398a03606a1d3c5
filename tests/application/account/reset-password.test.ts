import { describe, expect, it } from 'vitest';
import { MemoryAccountGateway } from '@/adapters/memory/account-gateway.memory';
import { demo, shop, title } from './account-shop';

describe('ResetPassword (docs/product.md#account-service)', () => {
  it('requests the reset email, then sets the new password once', async () => {
    const gateway = new MemoryAccountGateway();
    const { store, reset, toasts } = shop(gateway);
    expect(await reset.sendLink(demo.email)).toBe(true);
    const hash = new URL(
      gateway.resetLinkSentTo(demo.email) as string,
      'https://x',
    ).searchParams.get('hash') as string;
    expect(await reset.setPassword({ hash, password: 'ny-2026' })).toBe(true);
    await store.login({ email: demo.email, password: 'ny-2026' });
    expect(store.isLoggedIn).toBe(true);
    expect(await reset.setPassword({ hash, password: 'again' })).toBe(false);
    expect(toasts()).toEqual([
      {
        kind: 'error',
        title,
        message: 'Account_Specific_ErrorMsg',
        params: { message: 'The reset link is not valid or was already used' },
      },
    ]);
  });

  it('toasts when the email has no account', async () => {
    const { reset, toasts } = shop();
    expect(await reset.sendLink('nobody@example.se')).toBe(false);
    expect(toasts()).toEqual([
      {
        kind: 'error',
        title,
        message: 'Account_Specific_ErrorMsg',
        params: { message: 'No account uses this email' },
      },
    ]);
  });
});
