import type { StartUpBackend } from '@/adapters/http/start-up-requests';
import { SEEDED_CONTENT_IDS } from '@/adapters/shared/content-ids';

/** docs/product.md#commerce-backend: the commerce API under `{base}/api`. */
export const apiBaseOf = (base: string): string => `${base}/api`;

/**
 * docs/product.md#content-service: the content service's proxy under `{base}/api/storyblok-proxy`.
 */
export const proxyBaseOf = (base: string): string => `${base}/api/storyblok-proxy`;

/** Where the http adapters send the start-up's calls, for its preload hints. */
export function startUpBackendOf(base: string): StartUpBackend {
  return {
    apiBase: apiBaseOf(base),
    proxyBase: proxyBaseOf(base),
    settingsId: SEEDED_CONTENT_IDS.settings,
  };
}
