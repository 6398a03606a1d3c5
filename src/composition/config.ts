import * as z from 'zod/mini';

/** ARCHITECTURE §6 run modes: the in-memory fakes (default) or the real backends of SPEC §7. */
export type ShopConfig =
  { readonly adapters: 'memory' } | { readonly adapters: 'http'; readonly backend: BackendConfig };

export interface BackendConfig {
  /** The shop's own backend, `{base}` in SPEC §7: commerce under `{base}/api`, content proxy … */
  readonly base: string;
  readonly timeoutMs: number;
}

/** SPEC §8: missing commerce configuration is a start-up error. */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}

const envSchema = z.object({
  VITE_SHOP_ADAPTERS: z._default(z.enum(['memory', 'http']), 'memory'),
  VITE_SHOP_BACKEND: z.optional(z.url()),
  VITE_SHOP_TIMEOUT_MS: z._default(z.coerce.number().check(z.positive()), 10_000),
});

/** Reads the environment once (STYLE §7); anything missing or malformed stops the start. */
export function parseShopConfig(env: Readonly<Record<string, unknown>>): ShopConfig {
  const parsed = z.safeParse(envSchema, env);
  if (!parsed.success) {
    throw new StartupError(`Invalid shop configuration: ${z.prettifyError(parsed.error)}`);
  }
  const { VITE_SHOP_ADAPTERS: adapters, VITE_SHOP_BACKEND: base } = parsed.data;
  if (adapters === 'memory') return { adapters };
  if (!base) {
    throw new StartupError(
      'Missing commerce configuration: VITE_SHOP_ADAPTERS=http needs VITE_SHOP_BACKEND',
    );
  }
  return {
    adapters,
    backend: { base: base.replace(/\/$/, ''), timeoutMs: parsed.data.VITE_SHOP_TIMEOUT_MS },
  };
}
