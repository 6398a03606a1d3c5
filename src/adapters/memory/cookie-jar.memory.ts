import type { Clock } from '@/application/shared/clock.port';
import type { CookieJar } from '@/application/shared/cookie-jar.port';

/** Cookies in a map that expire on the given clock, as a browser's would. */
export class MemoryCookieJar implements CookieJar {
  private readonly cookies = new Map<string, { value: string; expiresAt: number }>();

  constructor(private readonly clock: Clock) {}

  get(name: string): string | undefined {
    const cookie = this.cookies.get(name);
    if (!cookie || cookie.expiresAt <= this.clock.now()) return undefined;
    return cookie.value;
  }

  set(name: string, value: string, maxAgeSeconds: number): void {
    this.cookies.set(name, { value, expiresAt: this.clock.now() + maxAgeSeconds * 1000 });
  }

  remove(name: string): void {
    this.cookies.delete(name);
  }
}
