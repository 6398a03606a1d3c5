import { afterEach, describe, expect, it, vi } from 'vitest';
import { CookieJar } from '@/application/shared/cookie-jar.port';
import { ContentStore } from '@/application/content/content.store';
import { MembershipStore } from '@/application/marketing/membership.store';
import { NewsletterStore } from '@/application/marketing/newsletter.store';
import { NoticeStore } from '@/application/content/notice.store';
import { SiteStore } from '@/application/site/site.store';
import { COOKIE_NAMES } from '@/domain/shared/cookies';
import { searchUser } from '@/adapters/http/search-user';
import { testContainer } from '../support/test-container';

/** What a hand edit, another site or a broken writer leaves in a cookie. */
const GARBAGE = ['%E0%A4%A', '{"seen":true', 'x'.repeat(4000), 'true', ' '];

async function setUp(planted: Readonly<Record<string, string>>) {
  const container = await testContainer();
  const cookies = container.get<CookieJar>(CookieJar);
  for (const [name, value] of Object.entries(planted)) cookies.set(name, value, 60);
  const sites = container.get(SiteStore);
  await sites.loadMarkets();
  sites.setSite({ country: 'se', language: 'sv' });
  await container.get(ContentStore).load('sv');
  return { container, cookies };
}

describe('malformed cookies are discarded (docs/reliability.md#redirects-token-scope-storage-and-forms)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(GARBAGE)('a newsletter cookie of %j counts as unset and is removed', async (value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container, cookies } = await setUp({ [COOKIE_NAMES.newsletterSeen]: value });
    expect(container.get(NewsletterStore).isBannerVisible(false)).toBe(true);
    expect(cookies.get(COOKIE_NAMES.newsletterSeen)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(COOKIE_NAMES.newsletterSeen));
  });

  it('a membership cookie of garbage is removed, and the invitation may show', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container, cookies } = await setUp({ [COOKIE_NAMES.membershipModal]: '%E0%A4%A' });
    expect(container.get(MembershipStore).readiness).not.toBe('ineligible');
    expect(cookies.get(COOKIE_NAMES.membershipModal)).toBeUndefined();
  });

  it('a notice cookie of garbage does not hide the notice, and is removed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const probe = await setUp({});
    const [first] = probe.container.get(NoticeStore).visible;
    const name = `${COOKIE_NAMES.noticeDismissedPrefix}${first!.uid}`;
    const { container, cookies } = await setUp({ [name]: '{"dismissed":' });
    expect(container.get(NoticeStore).visible.map((notice) => notice.uid)).toContain(first!.uid);
    expect(cookies.get(name)).toBeUndefined();
  });

  it('well-formed flag cookies still hold, without a warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    const { container } = await setUp({ [COOKIE_NAMES.newsletterSeen]: '1' });
    expect(container.get(NewsletterStore).isBannerVisible(false)).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(GARBAGE.filter((value) => value !== 'true'))(
    'a visitor or session cookie of %j is replaced with a fresh id',
    async (value) => {
      const { cookies } = await setUp({ _findify_uniq: value, _findify_visit: value });
      const user = searchUser(cookies, () => 'fresh-id-123');
      expect(user).toEqual({ uid: 'fresh-id-123', sid: 'fresh-id-123' });
      expect(cookies.get('_findify_uniq')).toBe('fresh-id-123');
      expect(searchUser(cookies, () => 'other').uid).toBe('fresh-id-123');
    },
  );
});
