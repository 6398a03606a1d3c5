import * as z from 'zod/mini';
import { NO_FAULTS, parseFaultPlan, type FaultPlan } from '@/adapters/memory/faults/fault-plan';

/**
 * docs/architecture.md#run-modes: the in-memory fakes (default) or the real backends of
 * docs/product.md#backend-calls.
 */
export type ShopConfig = MemoryConfig | HttpConfig;

export interface MemoryConfig {
  readonly adapters: 'memory';
  /** How many products the seeded catalogue has; the curated shop when left out. */
  readonly catalogueSize?: number;
  /** QA's fault and latency switches (`?faults=cart:500&latency=400`). */
  readonly faults?: FaultPlan;
  /**
   * When the demo shop started, epoch ms (`VITE_SHOP_DEMO_STARTED_AT`): its live show is dated
   * from it. The server sets it once per process and hands it to the browser with the page, so a
   * reload or a second tab counts down to the same show.
   */
  readonly startedAt?: number;
  /** Unused in memory mode: its offline store map needs no key. */
  readonly mapsKey?: string;
  /** The shop's public origin, for absolute addresses in the page's head. */
  readonly origin?: string;
}

export interface HttpConfig {
  readonly adapters: 'http';
  readonly backend: BackendConfig;
  /**
   * The store finder's maps key; the list shows without a map when it is missing
   * (docs/product.md#validation).
   */
  readonly mapsKey?: string;
  /**
   * The delivery-tracking widget's site id (docs/product.md#delivery-tracking); the block shows a
   * fallback without it.
   */
  readonly trackingSiteId?: string;
  /**
   * The live-shopping provider's embed script (docs/product.md#live-shopping), loaded when a show
   * is opened; without it a show cannot open and says why.
   */
  readonly liveShoppingScript?: string;
  /** The shop's public origin, for absolute addresses in the page's head. */
  readonly origin?: string;
}

export interface BackendConfig {
  /**
   * The shop's own backend, `{base}` in docs/product.md#backend-calls: commerce under
   * `{base}/api`, content proxy …
   */
  readonly base: string;
  /**
   * The account service (docs/product.md#account-service: a separate service); `{base}/api` unless
   * configured.
   */
  readonly accountBase: string;
  /**
   * The search provider's API (docs/product.md#search-provider); `{base}/findify` unless
   * configured.
   */
  readonly searchBase: string;
  readonly searchKey: string;
  readonly timeoutMs: number;
}

/** docs/product.md#errors: missing commerce configuration is a start-up error. */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}

/**
 * The largest generated catalogue: enough for the scale benchmark (docs/performance.md), small
 * enough to seed fast.
 */
export const MAX_CATALOGUE_SIZE = 20_000;

const catalogueSize = z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_CATALOGUE_SIZE));

const envSchema = z.object({
  VITE_SHOP_ADAPTERS: z._default(z.enum(['memory', 'http']), 'memory'),
  VITE_SHOP_BACKEND: z.optional(z.url()),
  VITE_SHOP_ACCOUNT_BASE: z.optional(z.url()),
  VITE_SHOP_SEARCH_BASE: z.optional(z.url()),
  VITE_SHOP_SEARCH_KEY: z.optional(z.string().check(z.minLength(1))),
  VITE_SHOP_TIMEOUT_MS: z._default(z.coerce.number().check(z.positive()), 10_000),
  VITE_SHOP_CATALOGUE_SIZE: z.optional(catalogueSize),
  VITE_SHOP_MAPS_KEY: z.optional(z.string()),
  VITE_SHOP_TRACKING_SITE_ID: z.optional(z.string()),
  // Blank reads as unset, as a container's empty variable does.
  VITE_SHOP_LIVE_SHOPPING_SCRIPT: z.optional(
    z.union([z.literal(''), z.url({ protocol: /^https?$/ })]),
  ),
  VITE_SHOP_ORIGIN: z.optional(z.url()),
  VITE_SHOP_DEMO_STARTED_AT: z.optional(z.coerce.number().check(z.int(), z.nonnegative())),
});

/**
 * Reads the environment (and, in memory mode, the page's `catalogue`, `faults` and `latency`
 * query parameters) once (docs/architecture.md#parse-at-the-edges); anything missing or malformed
 * stops the start with a message naming it.
 */
export function parseShopConfig(
  env: Readonly<Record<string, unknown>>,
  query: URLSearchParams = new URLSearchParams(),
): ShopConfig {
  const parsed = z.safeParse(envSchema, env);
  if (!parsed.success) {
    throw new StartupError(`Invalid shop configuration: ${z.prettifyError(parsed.error)}`);
  }
  const settings = parsed.data;
  if (settings.VITE_SHOP_ADAPTERS === 'memory') return memoryConfig(settings, query);
  const base = settings.VITE_SHOP_BACKEND?.replace(/\/$/, '');
  if (!base) {
    throw new StartupError(
      'Missing commerce configuration: VITE_SHOP_ADAPTERS=http needs VITE_SHOP_BACKEND',
    );
  }
  if (!settings.VITE_SHOP_SEARCH_KEY) {
    throw new StartupError('Missing search configuration: http mode needs VITE_SHOP_SEARCH_KEY');
  }
  return {
    adapters: 'http',
    ...mapsKeyOf(settings),
    ...originOf(settings),
    ...(settings.VITE_SHOP_TRACKING_SITE_ID?.trim()
      ? { trackingSiteId: settings.VITE_SHOP_TRACKING_SITE_ID.trim() }
      : {}),
    ...(settings.VITE_SHOP_LIVE_SHOPPING_SCRIPT
      ? { liveShoppingScript: settings.VITE_SHOP_LIVE_SHOPPING_SCRIPT }
      : {}),
    backend: {
      base,
      accountBase: trimSlash(settings.VITE_SHOP_ACCOUNT_BASE) ?? `${base}/api`,
      searchBase: trimSlash(settings.VITE_SHOP_SEARCH_BASE) ?? `${base}/findify`,
      searchKey: settings.VITE_SHOP_SEARCH_KEY,
      timeoutMs: settings.VITE_SHOP_TIMEOUT_MS,
    },
  };
}

function memoryConfig(settings: z.output<typeof envSchema>, query: URLSearchParams): MemoryConfig {
  const faults = parseFaultPlan(query);
  if (!faults.ok) throw new StartupError(`Invalid fault switch: ${faults.error}`);
  const size = query.get('catalogue');
  let sizeFromQuery: number | undefined;
  if (size !== null) {
    const parsedSize = z.safeParse(catalogueSize, size);
    if (!parsedSize.success) {
      throw new StartupError(
        `Invalid catalogue size "${size}": use a whole number from 1 to ${MAX_CATALOGUE_SIZE}`,
      );
    }
    sizeFromQuery = parsedSize.data;
  }
  const catalogue = sizeFromQuery ?? settings.VITE_SHOP_CATALOGUE_SIZE;
  return {
    adapters: 'memory',
    ...mapsKeyOf(settings),
    ...originOf(settings),
    ...(catalogue === undefined ? {} : { catalogueSize: catalogue }),
    ...(settings.VITE_SHOP_DEMO_STARTED_AT === undefined
      ? {}
      : { startedAt: settings.VITE_SHOP_DEMO_STARTED_AT }),
    ...(faults.value === NO_FAULTS || isEmpty(faults.value) ? {} : { faults: faults.value }),
  };
}

function mapsKeyOf(settings: z.output<typeof envSchema>): { mapsKey?: string } {
  const key = settings.VITE_SHOP_MAPS_KEY?.trim();
  return key ? { mapsKey: key } : {};
}

function originOf(settings: z.output<typeof envSchema>): { origin?: string } {
  return settings.VITE_SHOP_ORIGIN ? { origin: new URL(settings.VITE_SHOP_ORIGIN).origin } : {};
}

function isEmpty(plan: FaultPlan): boolean {
  return Object.keys(plan.faults).length === 0 && plan.latencyMs === 0;
}

function trimSlash(url: string | undefined): string | undefined {
  return url?.replace(/\/$/, '');
}
