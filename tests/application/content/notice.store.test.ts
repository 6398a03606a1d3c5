import { describe, expect, it } from 'vitest';
import { CookieJar } from '@/application/shared/cookie-jar.port';
import { ContentStore } from '@/application/content/content.store';
import { NoticeStore } from '@/application/content/notice.store';
import { SiteStore } from '@/application/site/site.store';
import { COOKIE_NAMES } from '@/domain/shared/cookies';
import { testContainer } from '../../support/test-container';

async function setUp() {
  const container = await testContainer();
  const sites = container.get(SiteStore);
  await sites.loadMarkets();
  sites.setSite({ country: 'se', language: 'sv' });
  const content = container.get(ContentStore);
  await content.load('sv');
  return { container, notices: container.get(NoticeStore), content };
}

describe('NoticeStore (docs/product.md#notices)', () => {
  it('shows the enabled notices', async () => {
    const { notices, content } = await setUp();
    expect(notices.visible.length).toBeGreaterThan(0);
    expect(notices.visible).toEqual(content.notices);
  });

  it('hides a dismissed notice now and, through its 30-day cookie, in a later visit', async () => {
    const { container, notices } = await setUp();
    const [first, ...rest] = notices.visible;
    notices.dismiss(first!.uid);
    expect(notices.visible).toEqual(rest);
    const cookies = container.get<CookieJar>(CookieJar);
    expect(cookies.get(`${COOKIE_NAMES.noticeDismissedPrefix}${first!.uid}`)).toBe('1');

    const later = new NoticeStore(container.get(ContentStore), cookies);
    expect(later.visible).toEqual(rest);
  });
});
