import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountGateway } from '@/application/account/account-gateway.port';
import { CookieJar } from '@/application/shared/cookie-jar.port';
import { AccountStore } from '@/application/account/account.store';
import { MembershipStore } from '@/application/marketing/membership.store';
import { UiStore } from '@/application/shared/ui.store';
import { COOKIE_NAMES, MEMBERSHIP_MODAL_DELAY_MS } from '@/domain/constants';
import { testContainer } from '../../support/test-container';

async function setUp() {
  const container = await testContainer();
  return {
    store: container.get(MembershipStore),
    ui: container.get(UiStore),
    account: container.get(AccountStore),
    cookies: container.get<CookieJar>(CookieJar),
    gateway: container.get<AccountGateway>(AccountGateway),
  };
}

describe('MembershipStore (SPEC §4 Membership modal, §6)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('invites an anonymous first-time shopper 5 s after load, not before', async () => {
    const { store, ui } = await setUp();
    store.pageShown('/');
    vi.advanceTimersByTime(MEMBERSHIP_MODAL_DELAY_MS - 1);
    expect(ui.isMembershipModalOpen).toBe(false);
    vi.advanceTimersByTime(1);
    expect(ui.isMembershipModalOpen).toBe(true);
  });

  it('starts the wait once, on the first page', async () => {
    const { store, ui } = await setUp();
    store.pageShown('/');
    vi.advanceTimersByTime(3000);
    store.pageShown('/servering');
    vi.advanceTimersByTime(2000);
    expect(ui.isMembershipModalOpen).toBe(true);
  });

  it('does not invite on the registration page', async () => {
    const { store, ui } = await setUp();
    store.pageShown('/');
    store.pageShown('/account/register');
    vi.advanceTimersByTime(MEMBERSHIP_MODAL_DELAY_MS);
    expect(ui.isMembershipModalOpen).toBe(false);
  });

  it('does not invite a logged-in shopper', async () => {
    const { store, ui, account } = await setUp();
    vi.useRealTimers();
    await account.login({ email: 'demo@lera.shop', password: 'lera-demo-2026' });
    vi.useFakeTimers();
    store.pageShown('/');
    vi.advanceTimersByTime(MEMBERSHIP_MODAL_DELAY_MS);
    expect(account.isLoggedIn).toBe(true);
    expect(ui.isMembershipModalOpen).toBe(false);
  });

  it('sets the one-year cookie however the invitation closes, and does not invite again', async () => {
    const { store, ui, cookies } = await setUp();
    store.pageShown('/');
    vi.advanceTimersByTime(MEMBERSHIP_MODAL_DELAY_MS);
    ui.escape();
    expect(cookies.get(COOKIE_NAMES.membershipModal)).toBe('1');

    const next = await setUp();
    next.cookies.set(COOKIE_NAMES.membershipModal, '1', 100);
    next.store.pageShown('/');
    vi.advanceTimersByTime(MEMBERSHIP_MODAL_DELAY_MS);
    expect(next.ui.isMembershipModalOpen).toBe(false);
  });

  it('closes on dismiss and can be cancelled before it shows', async () => {
    const { store, ui, cookies } = await setUp();
    store.pageShown('/');
    vi.advanceTimersByTime(MEMBERSHIP_MODAL_DELAY_MS);
    store.dismiss();
    expect(ui.isMembershipModalOpen).toBe(false);
    expect(cookies.get(COOKIE_NAMES.membershipModal)).toBe('1');

    const other = await setUp();
    other.store.pageShown('/');
    other.store.cancel();
    vi.advanceTimersByTime(MEMBERSHIP_MODAL_DELAY_MS);
    expect(other.ui.isMembershipModalOpen).toBe(false);
  });
});
