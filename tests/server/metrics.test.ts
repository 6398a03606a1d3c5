import { describe, expect, it, vi } from 'vitest';
import { SharedDataCache } from '@/composition/shared-data/shared-data-cache';
import { ShopMetrics } from '@/server/metrics/shop-metrics';
import { SHOP, testShopServer } from '../support/shop-server';

/** The value of one series in a Prometheus text exposition; undefined when it is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics (docs/operations.md#metrics)', () => {
  it('counts requests and their latency by kind of route and status, never cached', async () => {
    const { get } = testShopServer();
    await get('/se/servering');
    await get('/se/no-such-page');
    await get('/healthz');
    const answer = await get('/metrics');
    expect(answer.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    const text = await answer.text();
    expect(sample(text, 'shop_http_requests_total{kind="page",status="200"}')).toBe(1);
    expect(sample(text, 'shop_http_requests_total{kind="not-found",status="404"}')).toBe(1);
    expect(sample(text, 'shop_http_requests_total{kind="probe",status="200"}')).toBe(1);
    expect(sample(text, 'shop_http_request_duration_seconds_count{kind="page",status="200"}')).toBe(
      1,
    );
    expect(sample(text, 'shop_render_duration_seconds_count{outcome="done"}')).toBe(2);
    expect(sample(text, 'shop_renders_in_flight')).toBe(0);
    expect(sample(text, 'shop_shedding')).toBe(0);
  }, 30_000);

  it('counts the app shell answered in a render’s place, by why', async () => {
    const late = testShopServer({ renderTimeLimitMs: 1 });
    await late.get('/se/servering?latency=100');
    const busy = testShopServer({
      eventLoopDelayMs: () => 1000,
      shedding: { rendersInFlight: 5, eventLoopDelayMs: 100 },
    });
    await busy.get('/se/servering');
    const lateText = await (await late.get('/metrics')).text();
    const busyText = await (await busy.get('/metrics')).text();
    expect(sample(lateText, 'shop_shell_answers_total{reason="late"}')).toBe(1);
    expect(sample(busyText, 'shop_shell_answers_total{reason="shed"}')).toBe(1);
    expect(sample(busyText, 'shop_shedding')).toBe(1);
    expect(sample(busyText, 'shop_event_loop_delay_seconds')).toBe(1);
  }, 30_000);

  it("counts the process cache's hits and misses, and the backends' errors by port", async () => {
    const quiet = [vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')];
    for (const spy of quiet) spy.mockImplementation(() => undefined);
    const metrics = new ShopMetrics();
    const cache = new SharedDataCache(60_000, undefined, undefined, (result) =>
      metrics.cacheAnswered(result),
    );
    const { get } = testShopServer({ metrics, cache, settings: { VITE_SHOP_ORIGIN: SHOP } });
    await get('/se/servering');
    await get('/se/servering');
    await get('/se/servering?faults=content:503');
    const text = (await metrics.exposition()).body;
    expect(sample(text, 'shop_shared_data_cache_total{result="miss"}')).toBeGreaterThan(0);
    expect(sample(text, 'shop_shared_data_cache_total{result="hit"}')).toBeGreaterThan(0);
    expect(sample(text, 'shop_backend_errors_total{port="content",kind="status"}')).toBeGreaterThan(
      0,
    );
    expect(text).not.toMatch(/shop_backend_errors_total\{port="market"/);
    for (const spy of quiet) spy.mockRestore();
  }, 30_000);

  it('counts a render the visitor left before it ended as abandoned, not as a fault', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { app, get } = testShopServer({ renderTimeLimitMs: 20_000 });
    const leaving = new AbortController();
    const answer = app.request(`${SHOP}/se/servering?latency=300`, { signal: leaving.signal });
    setTimeout(() => leaving.abort(), 100);
    await answer;
    const text = await (await get('/metrics')).text();
    expect(sample(text, 'shop_render_duration_seconds_count{outcome="abandoned"}')).toBe(1);
    expect(sample(text, 'shop_render_duration_seconds_count{outcome="failed"}')).toBeUndefined();
    expect(error).not.toHaveBeenCalledWith('Render failed: /se/servering', expect.anything());
    error.mockRestore();
  }, 30_000);

  it("reports the process's own memory and event loop when asked to", async () => {
    const text = (await new ShopMetrics({ processMetrics: true }).exposition()).body;
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
  });
});
