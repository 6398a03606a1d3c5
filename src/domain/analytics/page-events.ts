/** docs/product.md#roles-and-permissions: analytics reports an anonymous visitor as logged out … */
export const VISITOR_LOGIN_STATE = 'logged out';
/** … of type not logged in. */
export const VISITOR_TYPE = 'not logged in';
/** A signed-in shopper is reported as what they are (docs/decisions/0095-page-views.md) … */
export const MEMBER_LOGIN_STATE = 'logged in';
/** … of type member. */
export const MEMBER_TYPE = 'member';

export interface PageViewEvent {
  readonly event: 'pageView';
  readonly pagePath: string;
  readonly pageTitle: string;
  readonly visitorLoginState: typeof VISITOR_LOGIN_STATE | typeof MEMBER_LOGIN_STATE;
  readonly visitorType: typeof VISITOR_TYPE | typeof MEMBER_TYPE;
}

export interface NewsletterSignupEvent {
  readonly event: 'newsletterSignup';
}

export interface SearchEvent {
  readonly event: 'search';
  readonly searchTerm: string;
  readonly searchResults: number;
}

/**
 * docs/product.md#other-calls pageView, with the visitor of docs/product.md#roles-and-permissions:
 * an anonymous visitor is logged out, type not logged in; a signed-in shopper is logged in, type
 * member (docs/decisions/0095-page-views.md). Who they are is never sent.
 */
export function pageView(pagePath: string, pageTitle: string, signedIn = false): PageViewEvent {
  return {
    event: 'pageView',
    pagePath,
    pageTitle,
    visitorLoginState: signedIn ? MEMBER_LOGIN_STATE : VISITOR_LOGIN_STATE,
    visitorType: signedIn ? MEMBER_TYPE : VISITOR_TYPE,
  };
}

/** docs/product.md#other-calls newsletterSignup: a newsletter subscription succeeded. */
export function newsletterSignup(): NewsletterSignupEvent {
  return { event: 'newsletterSignup' };
}

/**
 * docs/product.md#other-calls search: the query as typed (trimmed) and how many products it found.
 */
export function search(searchTerm: string, searchResults: number): SearchEvent {
  return { event: 'search', searchTerm: searchTerm.trim(), searchResults };
}
