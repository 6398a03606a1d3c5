import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Why a page was answered with the app shell rather than its render. */
export type ShellReason = 'late' | 'failed' | 'shed';

/** Seconds, from a cached page's few milliseconds to the render time limit and past it. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10];

/**
 * What the server tells operators about itself at `/metrics`, in the Prometheus text format
 * (docs/operations.md#metrics): requests and their latency by route kind and status, render
 * times, the app shell answered in a render's place, the process cache's hits, the backends'
 * errors by port, and the load the shedding reads. One registry per server, so two servers in a
 * test count apart.
 */
export class ShopMetrics {
  readonly registry = new Registry();

  private readonly requests = new Counter({
    name: 'shop_http_requests_total',
    help: 'Requests answered, by route kind and status',
    labelNames: ['kind', 'status'] as const,
    registers: [this.registry],
  });

  private readonly latency = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time from a request to its answer, by route kind and status',
    labelNames: ['kind', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  private readonly renders = new Histogram({
    name: 'shop_render_duration_seconds',
    help: "Time a page's server render took, by how it ended (done, late, failed, abandoned)",
    labelNames: ['outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  private readonly shells = new Counter({
    name: 'shop_shell_answers_total',
    help: 'Pages answered with the app shell instead of their render: late, failed or shed',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });

  private readonly cache = new Counter({
    name: 'shop_shared_data_cache_total',
    help: "The process cache's answers to a render's shared-data calls: hit or miss",
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  private readonly backendErrors = new Counter({
    name: 'shop_backend_errors_total',
    help: "Backend calls that failed during a server render, by the shop's port and error kind",
    labelNames: ['port', 'kind'] as const,
    registers: [this.registry],
  });

  constructor(options: { readonly processMetrics?: boolean } = {}) {
    // Memory, heap, event-loop lag, GC: what a container's operator reads beside the shop's own.
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
  }

  /** Gauges read when scraped: `read` gives their value now. */
  watch(name: string, help: string, read: () => number): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      collect() {
        this.set(read());
      },
    });
  }

  answered(kind: string, status: number, seconds: number): void {
    const labels = { kind, status: String(status) };
    this.requests.inc(labels);
    this.latency.observe(labels, seconds);
  }

  /** `abandoned`: the visitor left before the page was ready, which ended its render. */
  rendered(outcome: 'done' | 'late' | 'failed' | 'abandoned', seconds: number): void {
    this.renders.observe({ outcome }, seconds);
  }

  shellAnswered(reason: ShellReason): void {
    this.shells.inc({ reason });
  }

  cacheAnswered(result: 'hit' | 'miss'): void {
    this.cache.inc({ result });
  }

  backendFailed(port: string, kind: string): void {
    this.backendErrors.inc({ port, kind });
  }

  /** The text `/metrics` answers, and its content type. */
  async exposition(): Promise<{ readonly body: string; readonly contentType: string }> {
    return { body: await this.registry.metrics(), contentType: this.registry.contentType };
  }
}
