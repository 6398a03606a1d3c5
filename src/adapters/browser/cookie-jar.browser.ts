import Cookies from 'js-cookie';
import type { CookieJar } from '@/application/shared/cookie-jar.port';

const SECONDS_PER_DAY = 86_400;

/**
 * `document.cookie` through js-cookie: site-wide, `SameSite=Lax`, secure on https. Reading
 * `document.cookie` is a synchronous call to the browser's cookie store, costly on a slow phone, and
 * the stores read several cookies as a page renders: so one read serves every lookup of the same
 * task, and the shop's own writes start afresh.
 */
export class BrowserCookieJar implements CookieJar {
  private snapshot: string | undefined;

  /** A cookie whose value is not valid percent-encoding (`%E0%A4%A`) is removed, and unset. */
  get(name: string): string | undefined {
    const raw = rawValue(this.cookies(), name);
    if (raw === undefined) return undefined;
    const value = decoded(raw);
    if (value === undefined) this.remove(name);
    return value;
  }

  set(name: string, value: string, maxAgeSeconds: number): void {
    this.snapshot = undefined;
    Cookies.set(name, value, {
      expires: maxAgeSeconds / SECONDS_PER_DAY,
      path: '/',
      sameSite: 'Lax',
      secure: window.location.protocol === 'https:',
    });
  }

  remove(name: string): void {
    this.snapshot = undefined;
    Cookies.remove(name, { path: '/' });
  }

  /** `document.cookie`, read once for the task under way. */
  private cookies(): string {
    if (this.snapshot === undefined) {
      this.snapshot = document.cookie;
      queueMicrotask(() => (this.snapshot = undefined));
    }
    return this.snapshot;
  }
}

/** The first cookie named `name` as written, as js-cookie finds it. */
function rawValue(cookies: string, name: string): string | undefined {
  for (const pair of cookies ? cookies.split('; ') : []) {
    const [key = '', ...rest] = pair.split('=');
    if (safeDecode(key) === name) return rest.join('=');
  }
  return undefined;
}

/** js-cookie's reading: quotes dropped, percent-encoding decoded; undefined when it is broken. */
function decoded(raw: string): string | undefined {
  const value = raw.startsWith('"') ? raw.slice(1, -1) : raw;
  return safeDecode(value, (text) => text.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent));
}

function safeDecode(
  text: string,
  decode: (text: string) => string = decodeURIComponent,
): string | undefined {
  try {
    return decode(text);
  } catch {
    return undefined;
  }
}
