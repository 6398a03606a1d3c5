/** docs/product.md#roles-and-permissions: analytics reports every visitor as logged out … */
export const VISITOR_LOGIN_STATE = 'logged out';
/** … of type not logged in. */
export const VISITOR_TYPE = 'not logged in';

export interface PageViewEvent {
  readonly event: 'pageView';
  readonly pagePath: string;
  readonly pageTitle: string;
  readonly visitorLoginState: typeof VISITOR_LOGIN_STATE;
  readonly visitorType: typeof VISITOR_TYPE;
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
 * logged out, type not logged in, whether or not the shopper has signed in (the shop does not tell
 * analytics who is who).
 */
export function pageView(pagePath: string, pageTitle: string): PageViewEvent {
  return {
    event: 'pageView',
    pagePath,
    pageTitle,
    visitorLoginState: VISITOR_LOGIN_STATE,
    visitorType: VISITOR_TYPE,
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
