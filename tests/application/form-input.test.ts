import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimerScheduler } from '@/adapters/browser/timer-scheduler';
import { MemoryAnalyticsSink } from '@/adapters/memory/analytics-sink.memory';
import { MemoryAccountGateway } from '@/adapters/memory/account-gateway.memory';
import { MemoryCookieJar } from '@/adapters/memory/cookie-jar.memory';
import { MemoryClock } from '@/adapters/memory/clock.memory';
import { MemoryKeyValueStorage } from '@/adapters/memory/key-value-storage.memory';
import { MemoryMarketingGateway } from '@/adapters/memory/marketing-gateway.memory';
import { DEMO_SHOPPER } from '@/adapters/memory/seed/accounts.seed';
import { AccountRequestError } from '@/application/account/account.errors';
import { AccountStore } from '@/application/account/account.store';
import { AnalyticsService } from '@/application/analytics/analytics.service';
import { NewsletterStore } from '@/application/marketing/newsletter.store';
import { NotificationStore } from '@/application/shared/notification.store';
import { RestockStore } from '@/application/marketing/restock.store';
import { UiStore } from '@/application/shared/ui.store';
import { siteContext } from '../contract/support/sides';

/** What shoppers and pastes put in e-mail fields. */
const HUGE = `${'a'.repeat(9_990)}@example.se`;
const HIDDEN = ['anna\u200b@example.se', 'an\u200fna@example.se', 'anna@exam\u202eple.se'];
const PADDED = ' \u200f\tanna@example.se\u200b \n';

const toasts = (notifications: NotificationStore) =>
  notifications.toasts.map(({ kind, title, message }) => ({ kind, title, message }));

function newsletter() {
  const marketing = new MemoryMarketingGateway(siteContext());
  const notifications = new NotificationStore();
  const cookies = new MemoryCookieJar(new MemoryClock(0));
  const analytics = new AnalyticsService(new MemoryAnalyticsSink(), new TimerScheduler());
  const store = new NewsletterStore(marketing, cookies, notifications, analytics);
  return { store, notifications, subscribe: vi.spyOn(marketing, 'subscribeNewsletter') };
}

function restock() {
  const marketing = new MemoryMarketingGateway(siteContext());
  const scheduler = new TimerScheduler();
  const notifications = new NotificationStore();
  const store = new RestockStore(marketing, new UiStore(scheduler), notifications, scheduler);
  store.open('1001-1');
  return { store, notifications, subscribe: vi.spyOn(marketing, 'subscribeBackInStock') };
}

function account() {
  const gateway = new MemoryAccountGateway();
  const notifications = new NotificationStore();
  const store = new AccountStore(gateway, new MemoryKeyValueStorage(), notifications);
  return {
    store,
    notifications,
    login: vi.spyOn(gateway, 'login'),
    register: vi.spyOn(gateway, 'register'),
  };
}

describe('odd and oversize e-mails in the forms (docs/reliability.md#redirects-token-scope-storage-and-forms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  describe('newsletter (banner and footer)', () => {
    it.each([HUGE, ...HIDDEN, '\u200b', '😀@😀.se'])(
      'refuses %j with the invalid-email toast and sends nothing',
      async (email) => {
        const { store, notifications, subscribe } = newsletter();
        store.setEmail('banner', email);
        expect(await store.subscribe('newsletter', 'banner')).toBe(false);
        expect(subscribe).not.toHaveBeenCalled();
        expect(toasts(notifications)).toEqual([
          { kind: 'error', title: 'Error', message: 'SUBSCRIBE_EMAIL_ERROR' },
        ]);
      },
    );

    it('sends a padded address trimmed, once however often it is submitted', async () => {
      const { store, notifications, subscribe } = newsletter();
      store.setEmail('footer', PADDED);
      const results = await Promise.all([
        store.subscribe('newsletter', 'footer'),
        store.subscribe('newsletter', 'footer'),
        store.subscribe('newsletter', 'footer'),
      ]);
      expect(results).toEqual([true, false, false]);
      expect(subscribe.mock.calls).toEqual([['anna@example.se', 'newsletter']]);
      expect(toasts(notifications)).toHaveLength(1);
    });
  });

  describe('back in stock', () => {
    it.each([HUGE, ...HIDDEN])(
      'fails %j with the error notification, sending nothing',
      async (email) => {
        const { store, notifications, subscribe } = restock();
        store.setEmail(email);
        await store.submit();
        expect(subscribe).not.toHaveBeenCalled();
        expect(store.success).toBe(false);
        expect(toasts(notifications)).toEqual([
          { kind: 'error', title: 'SUBSCRIBE_SUBSCRIBED', message: 'SUBSCRIBE_ERROR' },
        ]);
      },
    );

    it('sends Unicode as typed and a padded address trimmed, once per double submit', async () => {
      const { store, subscribe } = restock();
      store.setEmail(PADDED);
      await Promise.all([store.submit(), store.submit()]);
      expect(subscribe.mock.calls).toEqual([['anna@example.se', '1001-1']]);

      const unicode = restock();
      unicode.store.setEmail('åsa.😀@exempel.se');
      await unicode.store.submit();
      expect(unicode.subscribe.mock.calls).toEqual([['åsa.😀@exempel.se', '1001-1']]);
    });
  });

  describe('login and register', () => {
    it.each([HUGE, ...HIDDEN])(
      'refuses a login as %j with the account toast, without a call',
      async (email) => {
        const { store, notifications, login } = account();
        await expect(store.login({ email, password: 'x' })).rejects.toBeInstanceOf(
          AccountRequestError,
        );
        expect(login).not.toHaveBeenCalled();
        expect(toasts(notifications)).toEqual([
          { kind: 'error', title: 'Account_Generic_Error', message: 'Account_Generic_ErrorMsg' },
        ]);
      },
    );

    it('logs in with a padded e-mail, once however often it is submitted', async () => {
      const { store, login } = account();
      const credentials = { email: PADDED.replace('anna@example.se', DEMO_SHOPPER.email) };
      const attempt = () => store.login({ ...credentials, password: DEMO_SHOPPER.password });
      await Promise.all([attempt(), attempt(), attempt()]);
      expect(login.mock.calls).toEqual([
        [{ email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password }],
      ]);
      expect(store.isLoggedIn).toBe(true);
    });

    it('refuses an oversize registration, and registers a padded one once', async () => {
      const { store, register, notifications } = account();
      const sigrid = { firstName: 'Sigrid', lastName: 'Berg', password: 'fika-2026' };
      await expect(store.register({ ...sigrid, email: HUGE })).rejects.toBeInstanceOf(
        AccountRequestError,
      );
      expect(register).not.toHaveBeenCalled();
      expect(toasts(notifications)).toHaveLength(1);

      const email = PADDED.replace('anna', 'sigrid');
      await Promise.all([
        store.register({ ...sigrid, email }),
        store.register({ ...sigrid, email }),
      ]);
      expect(register.mock.calls).toEqual([[{ ...sigrid, email: 'sigrid@example.se' }]]);
      expect(store.isLoggedIn).toBe(true);
    });
  });
});
