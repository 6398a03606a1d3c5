import Cookies from 'js-cookie';
import type { CookieJar } from '@/application/shared/cookie-jar.port';

const SECONDS_PER_DAY = 86_400;
/** Reads values as they are; js-cookie's own reading skips one it cannot decode. */
const RAW = Cookies.withConverter({ read: (value) => value });

/** `document.cookie` through js-cookie: site-wide, `SameSite=Lax`, secure on https. */
export class BrowserCookieJar implements CookieJar {
  /** A cookie whose value is not valid percent-encoding (`%E0%A4%A`) is removed, and unset. */
  get(name: string): string | undefined {
    const value = Cookies.get(name);
    if (value === undefined && RAW.get(name) !== undefined) this.remove(name);
    return value;
  }

  set(name: string, value: string, maxAgeSeconds: number): void {
    Cookies.set(name, value, {
      expires: maxAgeSeconds / SECONDS_PER_DAY,
      path: '/',
      sameSite: 'Lax',
      secure: window.location.protocol === 'https:',
    });
  }

  remove(name: string): void {
    Cookies.remove(name, { path: '/' });
  }
}
