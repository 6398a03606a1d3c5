import * as z from 'zod/mini';
import { StartupError } from '@/composition/config';
import type { SheddingLimits } from './overload/load-shedder';
import type { ConfiguredSources } from './security/third-party-sources';

/**
 * The production server's own settings (docs/operations.md#settings), read once from the
 * environment when it starts; the shop's `VITE_SHOP_*` ones are `parseShopConfig`'s.
 */
export interface ServerSettings {
  readonly port: number;
  readonly host: string;
  readonly renderTimeLimitMs: number;
  readonly sharedDataTtlMs: number;
  /** Hosts whose requests may name the public origin when `VITE_SHOP_ORIGIN` is unset. */
  readonly allowedHosts: readonly string[] | undefined;
  readonly shedding: SheddingLimits;
  readonly sources: ConfiguredSources;
}

/** The defaults (docs/operations.md#overload): measured on this project's two-core machines. */
export const DEFAULT_SHEDDING: SheddingLimits = { rendersInFlight: 8, eventLoopDelayMs: 1000 };

/** Where the content service's editor runs; it frames the preview (docs/operations.md). */
export const DEFAULT_EDITOR_ORIGIN = 'https://app.storyblok.com';

const wholeMs = (fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.nonnegative()), fallback);

/** A blank-, comma- or space-separated list; an unset or blank one is empty. */
const list = z.pipe(
  z._default(z.string(), ''),
  z.transform((text) => text.split(/[\s,]+/).filter((item) => item !== '')),
);

const origins = z.pipe(
  list,
  z.transform((items, context) =>
    items.flatMap((item) => {
      try {
        return [new URL(item).origin];
      } catch {
        context.issues.push({ code: 'custom', message: `not an origin: "${item}"`, input: item });
        return [];
      }
    }),
  ),
);

const serverEnvSchema = z.object({
  PORT: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(65_535)), 4173),
  HOST: z._default(z.string().check(z.minLength(1)), '127.0.0.1'),
  RENDER_TIME_LIMIT_MS: z._default(z.coerce.number().check(z.int(), z.positive()), 3000),
  SHARED_DATA_TTL_MS: wholeMs(60_000),
  ALLOWED_HOSTS: list,
  SHED_RENDERS_IN_FLIGHT: z._default(
    z.coerce.number().check(z.int(), z.positive()),
    DEFAULT_SHEDDING.rendersInFlight,
  ),
  SHED_EVENT_LOOP_DELAY_MS: z._default(
    z.coerce.number().check(z.int(), z.positive()),
    DEFAULT_SHEDDING.eventLoopDelayMs,
  ),
  PAYMENT_PROVIDER_ORIGINS: origins,
  IMAGE_CDN_ORIGINS: origins,
  CMS_EDITOR_ORIGIN: z._default(z.url({ protocol: /^https?$/ }), DEFAULT_EDITOR_ORIGIN),
});

/**
 * Reads the server's settings; a malformed one stops the start with a message naming it, as a
 * malformed shop setting does (docs/product.md#errors). Blank reads as unset, as a container's
 * empty variable does.
 */
export function parseServerSettings(
  env: Readonly<Record<string, string | undefined>>,
): ServerSettings {
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = z.safeParse(serverEnvSchema, given);
  if (!parsed.success) {
    throw new StartupError(`Invalid server setting: ${z.prettifyError(parsed.error)}`);
  }
  const settings = parsed.data;
  return {
    port: settings.PORT,
    host: settings.HOST,
    renderTimeLimitMs: settings.RENDER_TIME_LIMIT_MS,
    sharedDataTtlMs: settings.SHARED_DATA_TTL_MS,
    allowedHosts: settings.ALLOWED_HOSTS.length > 0 ? settings.ALLOWED_HOSTS : undefined,
    shedding: {
      rendersInFlight: settings.SHED_RENDERS_IN_FLIGHT,
      eventLoopDelayMs: settings.SHED_EVENT_LOOP_DELAY_MS,
    },
    sources: {
      payment: settings.PAYMENT_PROVIDER_ORIGINS,
      images: settings.IMAGE_CDN_ORIGINS,
      editor: new URL(settings.CMS_EDITOR_ORIGIN).origin,
    },
  };
}
