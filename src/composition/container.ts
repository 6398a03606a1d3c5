// Inversify itself loads the lite Reflect (no Map polyfill, ~3 KB gzip less than the full one).
import 'reflect-metadata/lite';
import { Container, type ContainerModule } from 'inversify';
import { accountModule } from '@/application/account/account.module';
import { analyticsModule } from '@/application/analytics/analytics.module';
import { cartModule } from '@/application/cart/cart.module';
import { consentModule } from '@/application/consent/consent.module';
import { catalogueModule } from '@/application/catalogue/catalogue.module';
import { contentModule } from '@/application/content/content.module';
import { DeliveryTrackingSiteId } from '@/application/delivery-tracking/delivery-tracker.port';
import { marketingModule } from '@/application/marketing/marketing.module';
import { liveShoppingModule } from '@/application/live-shopping/live-shopping.module';
import { searchModule } from '@/application/search/search.module';
import { sharedModule } from '@/application/shared/shared.module';
import { siteModule } from '@/application/site/site.module';
import { MapsApiKey } from '@/application/shop-finder/maps-loader.port';
import { wishlistModule } from '@/application/wishlist/wishlist.module';
import { CatalogueGateway } from '@/application/catalogue/catalogue-gateway.port';
import { HtmlSanitizer } from '@/application/content/html-sanitizer.port';
import { ContentGateway } from '@/application/content/content-gateway.port';
import { RouteGateway } from '@/application/content/route-gateway.port';
import { SearchGateway } from '@/application/search/search-gateway.port';
import { VisitorGate } from '@/application/shared/visitor-gate';
import { MarketGateway } from '@/application/site/market-gateway.port';
import { ShopOrigin } from '@/application/site/shop-origin.port';
import type { ShopConfig } from './config';
import { replayingAnswers, type AnswerRecorder } from './first-screen/answer-log';
import type { FirstScreen } from './first-screen/first-screen';
import { browserModule, headlessModule } from './modules/browser.module';
import { lazySiteContext } from './modules/lazy-site-context';
import type { SharedDataCache } from './shared-data/shared-data-cache';

/**
 * The platform the shop runs on: the page's own (`browser`; a server-rendered page passes its
 * first screen), `headless` — storage, cookies and events in memory, for tests, with a clock of
 * their choosing — or one `server` render, which records its shared-data answers for the page.
 */
export type ContainerOptions =
  | {
      readonly platform?: 'browser';
      readonly firstScreen?: FirstScreen | undefined;
      /**
       * Ends the task — between the shop's own modules and the run mode's adapters, whose code
       * (the HTTP client, the answers' schemas) is evaluated as they load, and before each
       * replayed first-screen answer — so a slow phone works in short tasks rather than long
       * ones (total blocking time).
       */
      readonly pause?: () => Promise<void>;
    }
  | { readonly platform: 'headless'; readonly now?: () => number }
  | {
      readonly platform: 'server';
      /** The server's platform (src/server), which the browser's bundle never carries. */
      readonly serverPlatform: ContainerModule;
      readonly recorder: AnswerRecorder;
      /** The shared data the server keeps between renders (docs/operations.md#process-cache). */
      readonly cache?: SharedDataCache;
    };

/**
 * The ports whose answers are the same for every visitor — the editors' HTML made safe, markets,
 * catalogue, search, content and routes — and so travel from a server render to the browser's first render
 * (docs/architecture.md#server-rendering).
 */
const SHARED_DATA_PORTS = {
  sanitizer: HtmlSanitizer,
  market: MarketGateway,
  catalogue: CatalogueGateway,
  search: SearchGateway,
  content: ContentGateway,
  route: RouteGateway,
} as const;

/**
 * The features every page needs, one module each. The features whose views load lazily — the
 * hero's hotspots, the wishlist page, the store finder, the table-setting tool and the parcel
 * tracker — are not here: their view brings its module (`useStore(token, module)`), so their
 * stores ship with that view and are bound the first time it renders.
 */
export const featureModules = [
  sharedModule,
  siteModule,
  contentModule,
  catalogueModule,
  cartModule,
  searchModule,
  accountModule,
  wishlistModule,
  marketingModule,
  liveShoppingModule,
  consentModule,
  analyticsModule,
];

/**
 * The one composition root: the feature modules, the browser's own services (or their
 * headless stand-ins), and the adapters of the configured run mode, loaded on demand so a build
 * ships only the mode it runs. Every store and service is one instance per container.
 */
export async function createContainer(
  config: ShopConfig,
  options: ContainerOptions = {},
): Promise<Container> {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(...featureModules, platformModule(options));
  carryFirstScreen(container, options);
  container.bind(MapsApiKey).toConstantValue(config.mapsKey ?? '');
  container.bind(ShopOrigin).toConstantValue({ origin: config.origin ?? pageOrigin() });
  container
    .bind(DeliveryTrackingSiteId)
    .toConstantValue(config.adapters === 'http' ? (config.trackingSiteId ?? '') : '');
  if (options.platform === undefined || options.platform === 'browser') await options.pause?.();
  if (config.adapters === 'http') {
    const { httpAdaptersModule } = await import('./modules/http-adapters.module');
    container.load(httpAdaptersModule(config.backend, container, config.liveShoppingScript));
  } else {
    const { memoryAdaptersModule } = await import('./modules/memory-adapters.module');
    container.load(memoryAdaptersModule(config, container));
  }
  return container;
}

/** Where a page without a configured origin is: its own address, or a placeholder in tests. */
function pageOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

function platformModule(options: ContainerOptions): ContainerModule {
  switch (options.platform) {
    case 'headless':
      return headlessModule(options.now);
    case 'server':
      return options.serverPlatform;
    default:
      return browserModule(options.firstScreen?.renderedAt);
  }
}

/** A server render records the shared-data answers; the page's first render replays them. */
function carryFirstScreen(container: Container, options: ContainerOptions): void {
  for (const [name, token] of Object.entries(SHARED_DATA_PORTS)) {
    if (options.platform === 'server') {
      const { cache, recorder } = options;
      const site = lazySiteContext(container);
      // The recorder outside the cache: a kept answer travels to the page like a fetched one.
      container.onActivation<object>(token, (_, gateway) =>
        recorder.record(name, cache ? cache.wrap(name, gateway, site) : gateway),
      );
    } else if (options.platform !== 'headless' && options.firstScreen) {
      const { answers } = options.firstScreen;
      container.onActivation<object>(token, (context, gateway) =>
        replayingAnswers(name, gateway, answers, context.get(VisitorGate), options.pause),
      );
    }
  }
}
