import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  newsletterSignup,
  pageView,
  search,
  VISITOR_LOGIN_STATE,
  VISITOR_TYPE,
} from '@/domain/analytics/page-events';

describe('page, newsletter and search events (SPEC §6, §7 Other)', () => {
  test.prop([fc.string(), fc.string()])(
    'every page view reports a logged-out visitor who is not logged in',
    (path, title) => {
      expect(pageView(path, title)).toEqual({
        event: 'pageView',
        pagePath: path,
        pageTitle: title,
        visitorLoginState: 'logged out',
        visitorType: 'not logged in',
      });
    },
  );

  test.prop([fc.string(), fc.nat()])('a search reports its trimmed term and count', (q, n) => {
    expect(search(q, n)).toEqual({ event: 'search', searchTerm: q.trim(), searchResults: n });
  });

  it('pins the shapes', () => {
    expect(VISITOR_LOGIN_STATE).toBe('logged out');
    expect(VISITOR_TYPE).toBe('not logged in');
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
