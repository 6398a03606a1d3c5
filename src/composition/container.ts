// Inversify itself loads the lite Reflect (no Map polyfill, ~3 KB gzip less than the full one).
import 'reflect-metadata/lite';
import { Container } from 'inversify';
import { accountModule } from '../application/account/account.module';
import { analyticsModule } from '../application/analytics/analytics.module';
import { cartModule } from '../application/cart/cart.module';
import { catalogueModule } from '../application/catalogue/catalogue.module';
import { contentModule } from '../application/content/content.module';
import { DeliveryTrackingSiteId } from '../application/delivery-tracking/delivery-tracker.port';
import { marketingModule } from '../application/marketing/marketing.module';
import { searchModule } from '../application/search/search.module';
import { sharedModule } from '../application/shared/shared.module';
import { siteModule } from '../application/site/site.module';
import { MapsApiKey } from '../application/store-finder/maps-loader.port';
import { wishlistModule } from '../application/wishlist/wishlist.module';
import type { ShopConfig } from './config';
import { browserModule, headlessModule } from './modules/browser.module';

export interface ContainerOptions {
  /** `headless` keeps storage, cookies and events in memory: tests, or a run without a page. */
  readonly platform?: 'browser' | 'headless';
  /** The headless clock; the machine's by default. */
  readonly now?: () => number;
}

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
  const platform = options.platform === 'headless' ? headlessModule(options.now) : browserModule();
  container.load(...featureModules, platform);
  container.bind(MapsApiKey).toConstantValue(config.mapsKey ?? '');
  container
    .bind(DeliveryTrackingSiteId)
    .toConstantValue(config.adapters === 'http' ? (config.trackingSiteId ?? '') : '');
  if (config.adapters === 'http') {
    const { httpAdaptersModule } = await import('./modules/http-adapters.module');
    container.load(httpAdaptersModule(config.backend, container));
  } else {
    const { memoryAdaptersModule } = await import('./modules/memory-adapters.module');
    container.load(memoryAdaptersModule(config, container));
  }
  return container;
}
