import type { CookieJar } from '@/application/shared/cookie-jar.port';
import { COOKIE_MAX_AGE_SECONDS } from '@/domain/shared/cookies';
import { isVisitorId } from '@/domain/search/visitor-id';

/**
 * docs/product.md#search-data, docs/product.md#constants-and-limits visitor cookie: the search
 * provider's own name for it (`uid`).
 */
export const VISITOR_COOKIE = '_findify_uniq';
/**
 * docs/product.md#search-data, docs/product.md#constants-and-limits session cookie: the search
 * provider's own name for it (`sid`).
 */
export const SESSION_COOKIE = '_findify_visit';

/** The shopper as the search provider's analytics knows them (docs/product.md#search-provider). */
export interface SearchUser {
  readonly uid: string;
  readonly sid: string;
}

const ID_SYMBOLS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ID_LENGTH = 16;

/** A random id of 16 letters and digits, as the provider's own script makes them. */
export function randomId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(ID_LENGTH));
  return Array.from(bytes, (byte) => ID_SYMBOLS[byte % ID_SYMBOLS.length]).join('');
}

/**
 * The visitor and session ids for a search call (docs/product.md#cookies, "both for search
 * analytics"), for a visitor who allowed statistics (docs/product.md#consent): read from their
 * cookies, or made up and stored when missing, expired or not an id (`isVisitorId`) — the visitor
 * cookie for 30 days, the session cookie for 1 day (docs/product.md#constants-and-limits).
 */
export function searchUser(cookies: CookieJar, newId: () => string = randomId): SearchUser {
  return {
    uid: cookieId(cookies, VISITOR_COOKIE, COOKIE_MAX_AGE_SECONDS.visitor, newId),
    sid: cookieId(cookies, SESSION_COOKIE, COOKIE_MAX_AGE_SECONDS.session, newId),
  };
}

/** A visitor without consent to statistics keeps no ids: cookies an earlier consent left go. */
export function forgetSearchUser(cookies: CookieJar): void {
  if (cookies.get(VISITOR_COOKIE) !== undefined) cookies.remove(VISITOR_COOKIE);
  if (cookies.get(SESSION_COOKIE) !== undefined) cookies.remove(SESSION_COOKIE);
}

function cookieId(cookies: CookieJar, name: string, maxAge: number, newId: () => string): string {
  const known = cookies.get(name);
  // Garbage, JSON or a huge value in the cookie is replaced, never sent on.
  if (isVisitorId(known)) return known;
  const id = newId();
  cookies.set(name, id, maxAge);
  return id;
}
