import { describe, expect, it } from 'vitest';
import { LoadShedder, SHEDDING_HOLD_MS } from '@/server/overload/load-shedder';
import { testShopServer } from '../support/shop-server';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('LoadShedder (docs/operations.md#overload)', () => {
  it('takes renders up to its limit, then refuses until one has finished', () => {
    const shedder = new LoadShedder({ rendersInFlight: 2, eventLoopDelayMs: 100 }, () => 0);
    expect([shedder.admit(), shedder.admit(), shedder.admit()]).toEqual([true, true, false]);
    expect(shedder.inFlight).toBe(2);
    shedder.finished();
    expect(shedder.admit()).toBe(true);
  });

  it('refuses every render while the event loop is late past its limit', () => {
    let delay = 150;
    const shedder = new LoadShedder({ rendersInFlight: 50, eventLoopDelayMs: 100 }, () => delay);
    expect(shedder.admit()).toBe(false);
    expect(shedder.inFlight).toBe(0);
    delay = 20;
    expect(shedder.admit()).toBe(true);
  });

  it('says it is shedding for a moment after the last refusal, then not', () => {
    let now = 0;
    const shedder = new LoadShedder(
      { rendersInFlight: 1, eventLoopDelayMs: 100 },
      () => 0,
      () => now,
    );
    expect(shedder.shedding).toBe(false);
    shedder.admit();
    expect(shedder.admit()).toBe(false);
    shedder.finished();
    now += SHEDDING_HOLD_MS - 1;
    expect(shedder.shedding).toBe(true);
    now += 1;
    expect(shedder.shedding).toBe(false);
  });
});

describe('a server past its load limits', () => {
  const busy = () =>
    testShopServer({
      // A late event loop: every page is past the limit at once.
      eventLoopDelayMs: () => 1000,
      shedding: { rendersInFlight: 10, eventLoopDelayMs: 200 },
    });

  it('answers a browser the app shell at once, uncached, and says why', async () => {
    const { get, lines } = busy();
    const answer = await get('/se/servering', { 'User-Agent': PHONE });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(answer.headers.get('Server-Timing')).toBe('render;dur=0;desc="busy: app shell"');
    const html = await answer.text();
    expect(html).toContain('<div class="app-shell">');
    expect(html).toContain('id="shell-start"');
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ status: 200, cache: 'shell' });
  });

  it('asks a crawler to come back rather than index an empty shell', async () => {
    const { get, lines } = busy();
    const answer = await get('/se/servering', { 'User-Agent': GOOGLEBOT });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Retry-After')).toBe('10');
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ status: 503, cache: 'shed' });
  });

  it('is not ready for more, while it is still alive', async () => {
    const { get } = busy();
    const ready = await get('/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.text()).toBe('shedding load');
    expect((await get('/healthz')).status).toBe(200);
  });

  it('renders again as soon as a render in flight has ended', async () => {
    const { get } = testShopServer({
      eventLoopDelayMs: () => 0,
      shedding: { rendersInFlight: 1, eventLoopDelayMs: 200 },
      renderTimeLimitMs: 20_000,
    });
    // The fakes' latency holds the first render while the second arrives.
    const slow = get('/se/servering?latency=400', { 'User-Agent': PHONE });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = await get('/se/servering', { 'User-Agent': PHONE });
    expect(second.headers.get('Server-Timing')).toMatch(/busy: app shell/);
    expect((await slow).headers.get('Server-Timing')).toMatch(/^render;dur=\d+$/);
    const third = await get('/se/servering', { 'User-Agent': PHONE });
    expect(third.headers.get('Server-Timing')).toMatch(/^render;dur=\d+$/);
  }, 30_000);
});
