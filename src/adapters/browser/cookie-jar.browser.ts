import Cookies from 'js-cookie';
import type { CookieJar } from '../../application/ports/cookie-jar.port';

const SECONDS_PER_DAY = 86_400;

/** `document.cookie` through js-cookie: site-wide, `SameSite=Lax`, secure on https. */
export class BrowserCookieJar implements CookieJar {
  get(name: string): string | undefined {
    return Cookies.get(name);
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
