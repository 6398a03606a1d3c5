import { readFlagCookie } from '@/domain/marketing/flag-cookie';
import type { CookieJar } from '@/application/shared/cookie-jar.port';

/**
 * Cookies: whether the shop's flag cookie `name` is set. A malformed value
 * (`readFlagCookie`) is removed, with a warning, and counts as unset.
 */
export function isFlagCookieSet(cookies: CookieJar, name: string): boolean {
  const flag = readFlagCookie(cookies.get(name));
  if (flag === 'malformed') {
    cookies.remove(name);
    console.warn(`Discarded the malformed cookie ${name}.`);
  }
  return flag === 'set';
}
