import type { ShopConfig } from '@/composition/config';

/** The origins the server's settings name for third parties (docs/operations.md#security-headers). */
export interface ConfiguredSources {
  /** The payment provider's: its scripts, frames and calls in the checkout's payment step. */
  readonly payment: readonly string[];
  /** The content service's image and file CDN: pictures and films. */
  readonly images: readonly string[];
  /** The content service's editor, which frames the preview. */
  readonly editor: string;
}

/** What a page may load from beyond its own origin, by the kind of load (a CSP directive). */
export interface Sources {
  readonly script: readonly string[];
  readonly style: readonly string[];
  readonly img: readonly string[];
  readonly media: readonly string[];
  readonly font: readonly string[];
  readonly connect: readonly string[];
  readonly frame: readonly string[];
  readonly worker: readonly string[];
  readonly formAction: readonly string[];
}

export const NO_SOURCES: Sources = {
  script: [],
  style: [],
  img: [],
  media: [],
  font: [],
  connect: [],
  frame: [],
  worker: [],
  formAction: [],
};

/**
 * The Maps JavaScript API's sources, as Google documents them for a content security policy
 * ("Content Security Policy guide", Maps JavaScript API): the loader's scripts, its tiles and
 * markers, its calls, its fonts and its web workers.
 */
const GOOGLE_MAPS: Partial<Sources> = {
  script: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    '*.google.com',
    'https://*.ggpht.com',
    '*.googleusercontent.com',
    'blob:',
  ],
  img: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    '*.google.com',
    '*.googleusercontent.com',
  ],
  connect: ['https://*.googleapis.com', '*.google.com', 'https://*.gstatic.com', 'blob:'],
  frame: ['*.google.com'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  worker: ['blob:'],
};

/**
 * The delivery-tracking widget's (docs/product.md#delivery-tracking): its bootstrap script on
 * Ingrid's CDN, which frames and calls Ingrid's own hosts.
 */
const INGRID: Partial<Sources> = {
  script: ['https://cdn.ingrid.com'],
  img: ['https://*.ingrid.com'],
  connect: ['https://*.ingrid.com'],
  frame: ['https://*.ingrid.com'],
  style: ['https://cdn.ingrid.com'],
};

/**
 * The sources of the run mode's real third parties, from the settings alone: the backends the
 * shop calls (http mode), the live-shopping embed's origin, the maps and delivery-tracking
 * providers when their keys are set, and the configured payment provider and image CDN. Memory
 * mode runs every part in-process and needs none.
 */
export function thirdPartySources(config: ShopConfig, configured: ConfiguredSources): Sources {
  if (config.adapters === 'memory') return NO_SOURCES;
  const { base, accountBase, searchBase } = config.backend;
  const backends = unique([base, accountBase, searchBase].map((url) => new URL(url).origin));
  const parts: Partial<Sources>[] = [
    { connect: backends },
    { img: configured.images, media: configured.images },
    {
      script: configured.payment,
      style: configured.payment,
      img: configured.payment,
      connect: configured.payment,
      frame: configured.payment,
      formAction: configured.payment,
    },
  ];
  if (config.liveShoppingScript) {
    const live = [new URL(config.liveShoppingScript).origin];
    parts.push({ script: live, style: live, img: live, media: live, connect: live, frame: live });
  }
  if (config.mapsKey) parts.push(GOOGLE_MAPS);
  if (config.trackingSiteId) parts.push(INGRID);
  return combine(parts);
}

function combine(parts: readonly Partial<Sources>[]): Sources {
  const kinds = Object.keys(NO_SOURCES) as (keyof Sources)[];
  return Object.fromEntries(
    kinds.map((kind) => [kind, unique(parts.flatMap((part) => part[kind] ?? []))]),
  ) as unknown as Sources;
}

function unique(items: readonly string[]): string[] {
  return [...new Set(items)];
}
