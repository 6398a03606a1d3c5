import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  MEMBER_LOGIN_STATE,
  MEMBER_TYPE,
  newsletterSignup,
  pageView,
  search,
  VISITOR_LOGIN_STATE,
  VISITOR_TYPE,
} from '@/domain/analytics/page-events';

describe('page, newsletter and search events (docs/product.md#analytics)', () => {
  test.prop([fc.string(), fc.string()])(
    'an anonymous page view reports a logged-out visitor who is not logged in',
    (path, title) => {
      expect(pageView(path, title)).toEqual({
        event: 'pageView',
        pagePath: path,
        pageTitle: title,
        visitorLoginState: 'logged out',
        visitorType: 'not logged in',
      });
      expect(pageView(path, title, false)).toEqual(pageView(path, title));
    },
  );

  test.prop([fc.string(), fc.string()])(
    'a signed-in shopper’s page view says so, and nothing else changes',
    (path, title) => {
      expect(pageView(path, title, true)).toEqual({
        ...pageView(path, title),
        visitorLoginState: 'logged in',
        visitorType: 'member',
      });
    },
  );

  test.prop([fc.string(), fc.nat()])('a search reports its trimmed term and count', (q, n) => {
    expect(search(q, n)).toEqual({ event: 'search', searchTerm: q.trim(), searchResults: n });
  });

  it('pins the shapes', () => {
    expect(VISITOR_LOGIN_STATE).toBe('logged out');
    expect(VISITOR_TYPE).toBe('not logged in');
    expect(MEMBER_LOGIN_STATE).toBe('logged in');
    expect(MEMBER_TYPE).toBe('member');
    expect(pageView('/se/kitchen', 'Kitchen')).toEqual({
      event: 'pageView',
      pagePath: '/se/kitchen',
      pageTitle: 'Kitchen',
      visitorLoginState: 'logged out',
      visitorType: 'not logged in',
    });
    expect(newsletterSignup()).toEqual({ event: 'newsletterSignup' });
    expect(search('  bowl ', 12)).toEqual({
      event: 'search',
      searchTerm: 'bowl',
      searchResults: 12,
    });
  });
});
