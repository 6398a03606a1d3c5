import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountGateway } from '@/application/account/account-gateway.port';
import { AccountStore } from '@/application/account/account.store';
import { ConsentStore } from '@/application/consent/consent.store';
import { InterruptionStore } from '@/application/marketing/interruption.store';
import { MembershipStore } from '@/application/marketing/membership.store';
import { CookieJar } from '@/application/shared/cookie-jar.port';
import { KeyValueStorage } from '@/application/shared/key-value-storage.port';
import { UiStore } from '@/application/shared/ui.store';
import type { AccountDetails } from '@/domain/account/account-details';
import { COOKIE_NAMES } from '@/domain/shared/cookies';
import { MEMBERSHIP_MODAL_DELAY_MS } from '@/domain/marketing/membership-modal';
import { STORAGE_KEYS } from '@/domain/shared/storage-keys';
import { testContainer } from '../../support/test-container';

/** A visitor who has answered the consent prompt, known to be anonymous. */
async function setUp() {
  const container = await testContainer();
  const account = container.get(AccountStore);
  container.get(ConsentStore).acceptAll();
  await account.restore();
  return {
    interruptions: container.get(InterruptionStore),
    store: container.get(MembershipStore),
    ui: container.get(UiStore),
    account,
    cookies: container.get<CookieJar>(CookieJar),
  };
}

describe('MembershipStore (docs/product.md#membership-modal)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('invites an anonymous first-time shopper 5 s after load, not before', async () => {
    const { interruptions, ui } = await setUp();
    interruptions.pageShown('/');
    vi.advanceTimersByTime(MEMBERSHIP_MODAL_DELAY_MS - 1);
    expect(ui.isMembershipModalOpen).toBe(false);
    vi.advanceTimersByTime(1);
    expect(ui.isMembershipModalOpen).toBe(true);
  });

  it('starts the wait once, on the first page', async () => {
    const { interruptions, ui } = await setUp();
    interruptions.pageShown('/');
    vi.advanceTimersByTime(3000);
    interruptions.pageShown('/servering');
    vi.advanceTimersByTime(2000);
    expect(ui.isMembershipModalOpen).toBe(true);
  });

  it('does not invite on the registration page', async () => {
    const { interruptions, ui } = await setUp();
    interruptions.pageShown('/');
    interruptions.pageShown('/account/register');
    vi.advanceTimersByTime(MEMBERSHIP_MODAL_DELAY_MS);
    expect(ui.isMembershipModalOpen).toBe(false);
  });

  it('does not invite a logged-in shopper', async () => {
    const { interruptions, ui, account } = await setUp();
    vi.useRealTimers();
    await account.login({ email: 'demo@lera.shop', password: 'lera-demo-2026' });
    vi.useFakeTimers();
    interruptions.pageShown('/');
    vi.advanceTimersByTime(MEMBERSHIP_MODAL_DELAY_MS);
    expect(account.isLoggedIn).toBe(true);
    expect(ui.isMembershipModalOpen).toBe(false);
  });

  it('waits while a stored sign-in is still loading, and never invites once it is a member', async () => {
    const container = await testContainer();
    const gateway = container.get<AccountGateway>(AccountGateway);
    let answer: (details: AccountDetails) => void = () => {};
    vi.spyOn(gateway, 'account').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    container.get<KeyValueStorage>(KeyValueStorage).set(STORAGE_KEYS.token, 'a-stored-token');
    container.get(ConsentStore).acceptAll();
    const account = container.get(AccountStore);
    const restoring = account.restore();
    const ui = container.get(UiStore);
    container.get(InterruptionStore).pageShown('/');
    vi.advanceTimersByTime(MEMBERSHIP_MODAL_DELAY_MS * 4);
    expect(account.anonymity).toBe('unknown');
    expect(ui.isMembershipModalOpen).toBe(false);

    answer({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' });
    await restoring;
    expect(account.anonymity).toBe('member');
    expect(ui.isMembershipModalOpen).toBe(false);
  });

  it('waits when the stored sign-in’s account could not be loaded: the shopper may be a member', async () => {
    const container = await testContainer();
    const gateway = container.get<AccountGateway>(AccountGateway);
    vi.spyOn(gateway, 'account').mockRejectedValue(new Error('timeout'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    container.get<KeyValueStorage>(KeyValueStorage).set(STORAGE_KEYS.token, 'a-stored-token');
    container.get(ConsentStore).acceptAll();
    await container.get(AccountStore).restore();
    container.get(InterruptionStore).pageShown('/');
    vi.advanceTimersByTime(MEMBERSHIP_MODAL_DELAY_MS);
    expect(container.get(AccountStore).anonymity).toBe('unknown');
    expect(container.get(UiStore).isMembershipModalOpen).toBe(false);
  });

  it('sets the one-year cookie however the invitation closes, and does not invite again', async () => {
    const { interruptions, ui, cookies } = await setUp();
    interruptions.pageShown('/');
    vi.advanceTimersByTime(MEMBERSHIP_MODAL_DELAY_MS);
    ui.escape();
    expect(cookies.get(COOKIE_NAMES.membershipModal)).toBe('1');

    const next = await setUp();
    next.cookies.set(COOKIE_NAMES.membershipModal, '1', 100);
    next.interruptions.pageShown('/');
    vi.advanceTimersByTime(MEMBERSHIP_MODAL_DELAY_MS);
    expect(next.ui.isMembershipModalOpen).toBe(false);
  });

  it('closes on dismiss and can be cancelled before it shows', async () => {
    const { interruptions, store, ui, cookies } = await setUp();
    interruptions.pageShown('/');
    vi.advanceTimersByTime(MEMBERSHIP_MODAL_DELAY_MS);
    store.dismiss();
    expect(ui.isMembershipModalOpen).toBe(false);
    expect(cookies.get(COOKIE_NAMES.membershipModal)).toBe('1');

    const other = await setUp();
    other.interruptions.pageShown('/');
    other.store.cancel();
    vi.advanceTimersByTime(MEMBERSHIP_MODAL_DELAY_MS);
    expect(other.ui.isMembershipModalOpen).toBe(false);
  });
});
